import type { Router } from 'express';
import {
  courseAnalyticsQuerySchema,
  courseAnalyticsSchema,
  educatorDocumentSchema,
  educatorLearnerPageSchema,
  educatorLearnerQuerySchema,
  educatorOverviewSchema,
} from '@canopy/contracts';
import { defineRoute, idFields, type RouteDeclaration } from '@canopy/service-kit';
import type { CourseDeps } from '../use-cases/deps';
import {
  courseAnalytics,
  educatorDocuments,
  educatorLearners,
  educatorLearnersCsv,
  educatorOverview,
} from '../use-cases/educator-figures';
import { foreignCourse } from './ownership-messages';

const id = idFields('id');
const editing = ['Studio'];

/** What the API document says of each route. */
const api = {
  overview: {
    method: 'get',
    path: '/api/educator/overview',
    summary: 'The educator dashboard’s figures',
    description: 'Own courses, distinct learners, completion rate (%) and courses awaiting review.',
    tags: editing,
    auth: 'educator',
    responses: { 200: educatorOverviewSchema },
  },
  learnersCsv: {
    method: 'get',
    path: '/api/educator/learners.csv',
    summary: 'The learners of the caller’s courses as CSV',
    description: 'Same filters and order as the list, every row.',
    tags: editing,
    auth: 'educator',
    query: educatorLearnerQuerySchema,
    responses: { 200: { description: 'CSV file', contentType: 'text/csv' } },
  },
  learners: {
    method: 'get',
    path: '/api/educator/learners',
    summary: 'The learners of the caller’s courses',
    description: 'One row per enrollment: course, progress, quiz average, competency level, last activity.',
    tags: editing,
    auth: 'educator',
    query: educatorLearnerQuerySchema,
    responses: { 200: educatorLearnerPageSchema },
  },
  documents: {
    method: 'get',
    path: '/api/educator/documents',
    summary: 'The documents of the caller’s lessons',
    description:
      'Every lesson of the caller’s own courses with a document link (newest course first, at most 500).',
    tags: editing,
    auth: 'educator',
    responses: { 200: educatorDocumentSchema.array() },
  },
  analytics: {
    method: 'get',
    path: '/api/courses/:id/analytics',
    summary: 'A course’s analytics',
    description:
      'Enrollments per day (30 days) or week (26 weeks), completion rate, completions per lesson, quiz averages.',
    tags: editing,
    auth: 'educator',
    params: id,
    query: courseAnalyticsQuerySchema,
    responses: { 200: courseAnalyticsSchema, 404: foreignCourse },
  },
} satisfies Record<string, RouteDeclaration>;

/** The educator's figures: dashboard overview, learners (list and CSV), lesson documents, course analytics. */
export function educatorRoutes(router: Router, deps: CourseDeps) {
  // Fixed paths: registered before the other studio routes' :id paths they might otherwise meet.
  defineRoute(router, api.overview, async ({ user }, _req, res) => {
    res.json(await educatorOverview(deps, user));
  });
  defineRoute(router, api.learnersCsv, async ({ user, query }, _req, res) => {
    const csv = await educatorLearnersCsv(deps, user, query);
    res
      .type('text/csv; charset=utf-8')
      .set('Content-Disposition', 'attachment; filename="learners.csv"')
      .send(csv);
  });
  defineRoute(router, api.learners, async ({ user, query }, _req, res) => {
    res.json(await educatorLearners(deps, user, query));
  });
  defineRoute(router, api.documents, async ({ user }, _req, res) => {
    res.json(await educatorDocuments(deps, user));
  });
  defineRoute(router, api.analytics, async ({ user, params, query }, _req, res) => {
    res.json(await courseAnalytics(deps, user, params.id, query.range));
  });
}
