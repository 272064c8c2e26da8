import type { Router } from 'express';
import { figuresQuerySchema, forumFiguresSchema } from '@canopy/contracts';
import { defineRoute } from '@canopy/service-kit';
import { forumFigures } from '../use-cases/admin-figures';
import type { ForumDeps } from '../use-cases/deps';
import { moderatorAccess } from './route-access';

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
      ...moderatorAccess,
      query: figuresQuerySchema,
      responses: { 200: forumFiguresSchema },
    },
    async ({ query }, _req, res) => {
      res.json(await forumFigures(deps, query.days));
    },
  );
}
