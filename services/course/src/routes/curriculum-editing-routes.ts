import type { Router } from 'express';
import {
  courseSchema,
  courseUpdateSchema,
  lessonMoveSchema,
  lessonOrderSchema,
  lessonSchema,
  lessonUpdateSchema,
  moduleOrderSchema,
  moduleSchema,
  moduleUpdateSchema,
} from '@canopy/contracts';
import { defineRoute, idFields, type RouteDeclaration } from '@canopy/service-kit';
import type { CourseDeps } from '../use-cases/deps';
import {
  deleteCourse,
  deleteModule,
  moveLesson,
  reorderLessons,
  reorderModules,
  updateCourse,
  updateLesson,
  updateModule,
} from '../use-cases/curriculum-editing';
import { foreignCourse, foreignModule, foreignLesson } from './ownership-messages';

const id = idFields('id');
const editing = ['Studio'];

/** What the API document says of each route. */
const api = {
  updateCourse: {
    method: 'patch',
    path: '/api/courses/:id',
    summary: 'Change a course’s fields',
    description: 'The wizard’s fields with the wizard’s rules; at least one. Its status does not change.',
    tags: editing,
    auth: 'educator',
    params: id,
    body: courseUpdateSchema,
    responses: { 200: courseSchema, 404: foreignCourse },
  },
  deleteCourse: {
    method: 'delete',
    path: '/api/courses/:id',
    summary: 'Delete a course',
    description: 'With its modules, lessons, quizzes and review history. Not while learners are enrolled.',
    tags: editing,
    auth: 'educator',
    params: id,
    responses: { 204: 'Deleted.', 404: foreignCourse, 409: 'Learners are enrolled in the course.' },
  },
  updateModule: {
    method: 'patch',
    path: '/api/modules/:id',
    summary: 'Change a module',
    tags: editing,
    auth: 'educator',
    params: id,
    body: moduleUpdateSchema,
    responses: { 200: moduleSchema, 404: foreignModule },
  },
  deleteModule: {
    method: 'delete',
    path: '/api/modules/:id',
    summary: 'Delete a module with its lessons',
    description:
      'The remaining modules are numbered 1..n again; learners’ progress is recounted in the same transaction.',
    tags: editing,
    auth: 'educator',
    params: id,
    responses: {
      204: 'Deleted.',
      404: foreignModule,
      503: 'Learner names for certificates the change would issue cannot be read now; try again shortly.',
    },
  },
  updateLesson: {
    method: 'patch',
    path: '/api/lessons/:id',
    summary: 'Change a lesson',
    description: 'Any field of the lesson dialog; links and teaching fields may be cleared with null or "".',
    tags: editing,
    auth: 'educator',
    params: id,
    body: lessonUpdateSchema,
    responses: { 200: lessonSchema, 404: foreignLesson },
  },
  reorderModules: {
    method: 'put',
    path: '/api/courses/:id/modules/order',
    summary: 'Reorder a course’s modules',
    description: 'Lists every module of the course once; orderIndex becomes 1..n in one transaction.',
    tags: editing,
    auth: 'educator',
    params: id,
    body: moduleOrderSchema,
    responses: { 200: moduleSchema.array(), 404: foreignCourse },
  },
  reorderLessons: {
    method: 'put',
    path: '/api/modules/:id/lessons/order',
    summary: 'Reorder a module’s lessons',
    description: 'Lists every lesson of the module once; orderIndex becomes 1..n in one transaction.',
    tags: editing,
    auth: 'educator',
    params: id,
    body: lessonOrderSchema,
    responses: { 200: lessonSchema.array(), 404: foreignModule },
  },
  moveLesson: {
    method: 'post',
    path: '/api/lessons/:id/move',
    summary: 'Move a lesson to another module of its course',
    description: 'At a 1-based position (default last); both modules are numbered 1..n again.',
    tags: editing,
    auth: 'educator',
    params: id,
    body: lessonMoveSchema,
    responses: { 200: lessonSchema, 404: foreignLesson },
  },
} satisfies Record<string, RouteDeclaration>;

/** Editing a course's own fields, its modules and lessons, reordering and moving them; deleting. */
export function curriculumEditingRoutes(router: Router, deps: CourseDeps) {
  defineRoute(router, api.updateCourse, async ({ user, params, body }, _req, res) => {
    res.json(await updateCourse(deps, user, params.id, body));
  });
  defineRoute(router, api.deleteCourse, async ({ user, params }, _req, res) => {
    await deleteCourse(deps, user, params.id);
    res.status(204).end();
  });
  defineRoute(router, api.updateModule, async ({ user, params, body }, _req, res) => {
    res.json(await updateModule(deps, user, params.id, body));
  });
  defineRoute(router, api.deleteModule, async ({ user, params }, _req, res) => {
    await deleteModule(deps, user, params.id);
    res.status(204).end();
  });
  defineRoute(router, api.updateLesson, async ({ user, params, body }, _req, res) => {
    res.json(await updateLesson(deps, user, params.id, body));
  });
  defineRoute(router, api.reorderModules, async ({ user, params, body }, _req, res) => {
    res.json(await reorderModules(deps, user, params.id, body.moduleIds));
  });
  defineRoute(router, api.reorderLessons, async ({ user, params, body }, _req, res) => {
    res.json(await reorderLessons(deps, user, params.id, body.lessonIds));
  });
  defineRoute(router, api.moveLesson, async ({ user, params, body }, _req, res) => {
    res.json(await moveLesson(deps, user, params.id, body));
  });
}
