import type { Router } from 'express';
import {
  enrollmentCreateSchema,
  enrollmentSchema,
  enrollmentUpdateSchema,
  lessonCompletionCreateSchema,
  lessonCompletionListQuerySchema,
  lessonCompletionResultSchema,
  lessonCompletionSchema,
  milestoneSchema,
} from '@canopy/contracts';
import { defineRoute, idFields, sendKeptJson, type RouteDeclaration } from '@canopy/service-kit';
import type { CourseDeps } from '../use-cases/deps';
import {
  completeLesson,
  enrol,
  enrollmentMilestones,
  findEnrollment,
  listCompletions,
  listEnrollments,
  updateEnrollment,
} from '../use-cases/learning';
import { activeLearner } from './active-learner';

const tags = ['Learning'];
const inactive = 'The account is suspended or rejected.';

/** What the API document says of each learning route. */
const api = {
  enrollments: {
    method: 'get',
    path: '/api/enrollments',
    summary: 'The caller’s enrollments',
    description: 'Each with its course, live progress, completed and total lessons, and the next lesson.',
    tags,
    auth: 'user',
    guard: activeLearner,
    responses: { 200: enrollmentSchema.array(), 403: inactive },
  },
  enrol: {
    method: 'post',
    path: '/api/enrollments',
    summary: 'Enrol in a course',
    description: 'Once per learner and course: a repeat answers 200 with the existing enrollment.',
    tags,
    auth: 'user',
    guard: activeLearner,
    body: enrollmentCreateSchema,
    responses: {
      200: { description: 'Already enrolled: the existing enrollment', schema: enrollmentSchema },
      201: enrollmentSchema,
      403: inactive,
      404: 'No such course, or the caller may not see it.',
      409: 'The course is not approved (not open for enrollment).',
    },
  },
  findEnrollment: {
    method: 'get',
    path: '/api/enrollments/course/:courseId/user/:userId',
    summary: 'A user’s enrollment in a course, or null',
    description: 'Not enrolled is an ordinary state: 200 with null. Own only, unless an administrator asks.',
    tags,
    auth: 'user',
    guard: activeLearner,
    params: idFields('courseId', 'userId'),
    responses: {
      200: enrollmentSchema.nullable(),
      403: 'Another user’s enrollment, or the account is suspended or rejected.',
      404: 'No such course.',
    },
  },
  updateEnrollment: {
    method: 'patch',
    path: '/api/enrollments/:id',
    summary: 'Change goals, reflection and pace of the caller’s enrollment',
    tags,
    auth: 'user',
    guard: activeLearner,
    params: idFields('id'),
    body: enrollmentUpdateSchema,
    responses: {
      200: enrollmentSchema,
      403: 'Not the caller’s enrollment, or the account is suspended or rejected.',
      404: 'No such enrollment.',
    },
  },
  enrollmentMilestones: {
    method: 'get',
    path: '/api/enrollments/:id/milestones',
    summary: 'The milestones of an enrollment, oldest first',
    tags,
    auth: 'user',
    guard: activeLearner,
    params: idFields('id'),
    responses: {
      200: milestoneSchema.array(),
      403: 'Another learner’s enrollment (administrators may look), or the account is suspended or rejected.',
      404: 'No such enrollment.',
    },
  },
  completions: {
    method: 'get',
    path: '/api/lesson-completions',
    summary: 'The caller’s lesson completions',
    tags,
    auth: 'user',
    guard: activeLearner,
    query: lessonCompletionListQuerySchema,
    responses: { 200: lessonCompletionSchema.array(), 403: inactive },
  },
  complete: {
    method: 'post',
    path: '/api/lesson-completions',
    summary: 'Complete a lesson',
    description:
      'Recomputes the enrollment’s progress; may record milestones and, at 100%, issue the certificate. ' +
      'A repeat answers 200 and changes nothing.',
    tags,
    auth: 'user',
    guard: activeLearner,
    body: lessonCompletionCreateSchema,
    responses: {
      200: { description: 'Already completed', schema: lessonCompletionResultSchema },
      201: lessonCompletionResultSchema,
      403: 'Not enrolled in the lesson’s course, or the account is suspended or rejected.',
      404: 'No such lesson, or its course is hidden from the caller.',
    },
  },
} satisfies Record<string, RouteDeclaration>;

/** Enrollments, lesson completions and milestones: always the caller's own. */
export function learningRoutes(router: Router, deps: CourseDeps) {
  defineRoute(router, api.enrollments, async ({ user }, req, res) => {
    sendKeptJson(req, res, await listEnrollments(deps, user));
  });

  defineRoute(router, api.enrol, async ({ user, body }, _req, res) => {
    const { enrollment, created } = await enrol(deps, user, body.courseId);
    res.status(created ? 201 : 200).json(enrollment);
  });

  // Answers null (200) when the user is not enrolled: "not enrolled" is an ordinary state, not an error.
  defineRoute(router, api.findEnrollment, async ({ user, params }, _req, res) => {
    res.json(await findEnrollment(deps, user, params.courseId, params.userId));
  });

  defineRoute(router, api.updateEnrollment, async ({ user, params, body }, _req, res) => {
    res.json(await updateEnrollment(deps, user, params.id, body));
  });

  defineRoute(router, api.enrollmentMilestones, async ({ user, params }, _req, res) => {
    res.json(await enrollmentMilestones(deps, user, params.id));
  });

  defineRoute(router, api.completions, async ({ user, query }, _req, res) => {
    res.json(await listCompletions(deps, user, query.courseId));
  });

  defineRoute(router, api.complete, async ({ user, body }, _req, res) => {
    const { created, ...result } = await completeLesson(deps, user, body.lessonId);
    res.status(created ? 201 : 200).json(result);
  });
}
