import type { Router } from 'express';
import { courseFiguresSchema, figuresQuerySchema } from '@canopy/contracts';
import { defineRoute } from '@canopy/service-kit';
import { courseFigures } from '../use-cases/admin-figures';
import type { CourseDeps } from '../use-cases/deps';

/** The admin dashboard's Figures tab: this service's daily series. Active administrators only. */
export function adminFiguresRoutes(router: Router, deps: CourseDeps) {
  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/admin/course-figures',
      summary: 'Enrollments and completions per day for the admin Figures tab',
      description:
        '`days` is 30 (default) or 90: one entry per UTC day of the window, oldest first, zero days included, ' +
        'and the sums over the window.',
      tags: ['Course review'],
      auth: 'admin',
      query: figuresQuerySchema,
      responses: { 200: courseFiguresSchema },
    },
    async ({ query }, _req, res) => {
      res.json(await courseFigures(deps, query.days));
    },
  );
}
