import type { Request, Router } from 'express';
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
import {
  currentUser,
  defineRoute,
  idFields,
  idParam,
  requireRole,
  validate,
  type RouteDeclaration,
} from '@canopy/service-kit';
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
  const educator = requireRole('educator', 'admin');
  const param = (req: Request) => idParam(req.params.id);

  defineRoute(router, api.updateCourse, educator, async (req, res) => {
    const courseId = param(req);
    res.json(await updateCourse(deps, currentUser(req), courseId, validate(courseUpdateSchema, req.body)));
  });
  defineRoute(router, api.deleteCourse, educator, async (req, res) => {
    await deleteCourse(deps, currentUser(req), param(req));
    res.status(204).end();
  });
  defineRoute(router, api.updateModule, educator, async (req, res) => {
    const moduleId = param(req);
    res.json(await updateModule(deps, currentUser(req), moduleId, validate(moduleUpdateSchema, req.body)));
  });
  defineRoute(router, api.deleteModule, educator, async (req, res) => {
    await deleteModule(deps, currentUser(req), param(req));
    res.status(204).end();
  });
  defineRoute(router, api.updateLesson, educator, async (req, res) => {
    const lessonId = param(req);
    res.json(await updateLesson(deps, currentUser(req), lessonId, validate(lessonUpdateSchema, req.body)));
  });
  defineRoute(router, api.reorderModules, educator, async (req, res) => {
    const courseId = param(req);
    const { moduleIds } = validate(moduleOrderSchema, req.body);
    res.json(await reorderModules(deps, currentUser(req), courseId, moduleIds));
  });
  defineRoute(router, api.reorderLessons, educator, async (req, res) => {
    const moduleId = param(req);
    const { lessonIds } = validate(lessonOrderSchema, req.body);
    res.json(await reorderLessons(deps, currentUser(req), moduleId, lessonIds));
  });
  defineRoute(router, api.moveLesson, educator, async (req, res) => {
    const lessonId = param(req);
    res.json(await moveLesson(deps, currentUser(req), lessonId, validate(lessonMoveSchema, req.body)));
  });
}
