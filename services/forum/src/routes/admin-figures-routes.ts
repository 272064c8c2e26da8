import type { Router } from 'express';
import { figuresQuerySchema, forumFiguresSchema } from '@canopy/contracts';
import { defineRoute, validate } from '@canopy/service-kit';
import { forumFigures } from '../use-cases/admin-figures';
import type { ForumDeps } from '../use-cases/deps';
import { requireModerator } from './guards';

/** The admin dashboard's Figures tab: the forum's daily activity. Active administrators only. */
export function adminFiguresRoutes(router: Router, deps: ForumDeps) {
  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/admin/forum-figures',
      summary: 'Discussions and replies per day for the admin Figures tab',
      description:
        '`days` is 30 (default) or 90: one entry per UTC day of the window, oldest first, zero days included, ' +
        'and the sums over the window. Posts count whatever became of them later (hidden, deleted).',
      tags: ['Forum moderation'],
      auth: 'admin',
      query: figuresQuerySchema,
      responses: { 200: forumFiguresSchema },
    },
    requireModerator,
    async (req, res) => {
      const { days } = validate(figuresQuerySchema, req.query);
      res.json(await forumFigures(deps, days));
    },
  );
}
