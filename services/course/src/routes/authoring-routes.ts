import type { Router } from 'express';
import {
  courseSchema,
  courseSummarySchema,
  lessonCreateSchema,
  lessonSchema,
  moduleCreateSchema,
  moduleSchema,
  quickCourseSchema,
  wizardCourseSchema,
} from '@canopy/contracts';
import { defineRoute, idFields, type RouteDeclaration } from '@canopy/service-kit';
import {
  createLesson,
  createModule,
  createQuickCourse,
  createWizardCourse,
  listEducatorCourses,
  removeLesson,
} from '../use-cases/authoring';
import type { CourseDeps } from '../use-cases/deps';

const id = idFields('id');
const tags = ['Authoring'];
const notOwner = 'The account is not an active educator or administrator.';

/** What the API document says of each authoring route. */
const api = {
  educatorCourses: {
    method: 'get',
    path: '/api/educator/courses',
    summary: 'The caller’s own courses, any status',
    description: 'Newest first.',
    tags,
    auth: 'educator',
    responses: { 200: courseSummarySchema.array() },
  },
  quickCourse: {
    method: 'post',
    path: '/api/courses',
    summary: 'Create a course (quick form)',
    description:
      'An educator’s course starts pending until an administrator approves it; an administrator’s starts approved.',
    tags,
    auth: 'educator',
    body: quickCourseSchema,
    responses: { 201: courseSchema },
  },
  wizardCourse: {
    method: 'post',
    path: '/api/courses/create',
    summary: 'Create a course (wizard)',
    description:
      'One to three categories, an optional story template and its phases; pending as for the quick form.',
    tags,
    auth: 'educator',
    body: wizardCourseSchema,
    responses: { 201: courseSchema },
  },
  module: {
    method: 'post',
    path: '/api/modules',
    summary: 'Add a module to a course',
    description: '`orderIndex` defaults to after the last module.',
    tags,
    auth: 'educator',
    body: moduleCreateSchema,
    responses: { 201: moduleSchema, 403: notOwner, 404: 'No such course, or another educator’s.' },
  },
  lesson: {
    method: 'post',
    path: '/api/lessons',
    summary: 'Add a lesson to a module',
    description: '`orderIndex` defaults to after the last lesson of the module.',
    tags,
    auth: 'educator',
    body: lessonCreateSchema,
    responses: { 201: lessonSchema, 403: notOwner, 404: 'No such module, or in another educator’s course.' },
  },
  removeLesson: {
    method: 'delete',
    path: '/api/lessons/:id',
    summary: 'Delete a lesson',
    description: 'Learners’ progress in the course is recomputed without it.',
    tags,
    auth: 'educator',
    params: id,
    responses: {
      204: 'Deleted.',
      403: notOwner,
      404: 'No such lesson, or in another educator’s course.',
      503: 'Learner names for certificates the change would issue cannot be read now; try again shortly.',
    },
  },
} satisfies Record<string, RouteDeclaration>;

/** Building courses (active educators and administrators); editing and review are in studio-routes.ts. */
export function authoringRoutes(router: Router, deps: CourseDeps) {
  defineRoute(router, api.educatorCourses, async ({ user }, _req, res) => {
    res.json(await listEducatorCourses(deps, user));
  });

  defineRoute(router, api.quickCourse, async ({ user, body }, _req, res) => {
    res.status(201).json(await createQuickCourse(deps, user, body));
  });

  defineRoute(router, api.wizardCourse, async ({ user, body }, _req, res) => {
    res.status(201).json(await createWizardCourse(deps, user, body));
  });

  defineRoute(router, api.module, async ({ user, body }, _req, res) => {
    res.status(201).json(await createModule(deps, user, body));
  });

  defineRoute(router, api.lesson, async ({ user, body }, _req, res) => {
    res.status(201).json(await createLesson(deps, user, body));
  });

  defineRoute(router, api.removeLesson, async ({ user, params }, _req, res) => {
    await removeLesson(deps, user, params.id);
    res.status(204).end();
  });
}
