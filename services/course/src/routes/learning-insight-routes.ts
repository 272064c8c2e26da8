import type { Router } from 'express';
import { learningInsightListQuerySchema, learningInsightSchema } from '@canopy/contracts';
import { defineRoute, idFields, type RouteDeclaration } from '@canopy/service-kit';
import type { CourseDeps } from '../use-cases/deps';
import { dismissInsight, listInsights } from '../use-cases/learning-insights';
import { activeLearner } from './active-learner';

const tags = ['Learning preferences'];

/** What the API document says of each route. */
const api = {
  list: {
    method: 'get',
    path: '/api/learning-insights',
    summary: 'The caller’s learning insights',
    description:
      'Active insights, newest first, made from the latest assessment and from activity; recomputed when a ' +
      'lesson is completed, a quiz submitted, a goal changed or an assessment completed. With `courseId`, that ' +
      'course’s insights and the general ones.',
    tags,
    auth: 'user',
    guard: activeLearner,
    query: learningInsightListQuerySchema,
    responses: { 200: learningInsightSchema.array(), 403: 'The account is suspended or rejected.' },
  },
  dismiss: {
    method: 'post',
    path: '/api/learning-insights/:id/dismiss',
    summary: 'Dismiss one of the caller’s insights',
    description: 'It stays hidden until what it found changes. Repeating it changes nothing.',
    tags,
    auth: 'user',
    guard: activeLearner,
    params: idFields('id'),
    responses: {
      200: learningInsightSchema,
      403: 'The account is suspended or rejected.',
      404: 'No such insight of the caller.',
    },
  },
} satisfies Record<string, RouteDeclaration>;

/** A learner's insights: always their own. */
export function learningInsightRoutes(router: Router, deps: CourseDeps) {
  defineRoute(router, api.list, async ({ user, query }, _req, res) => {
    res.json(await listInsights(deps, user, query.courseId));
  });
  defineRoute(router, api.dismiss, async ({ user, params }, _req, res) => {
    res.json(await dismissInsight(deps, user, params.id));
  });
}
