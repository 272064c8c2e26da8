import type { Router } from 'express';
import {
  courseRejectionSchema,
  lessonCreateSchema,
  moduleCreateSchema,
  quickCourseSchema,
  wizardCourseSchema,
} from '@canopy/contracts';
import { currentUser, idParam, requireRole, validate } from '@canopy/service-kit';
import {
  approveCourse,
  createLesson,
  createModule,
  createQuickCourse,
  createWizardCourse,
  listEducatorCourses,
  rejectCourse,
} from '../use-cases/authoring';
import type { CourseDeps } from '../use-cases/deps';

/** Building courses (active educators and administrators) and reviewing them (administrators). */
export function authoringRoutes(router: Router, deps: CourseDeps) {
  const educator = requireRole('educator', 'admin');
  const admin = requireRole('admin');

  router.get('/api/educator/courses', educator, async (req, res) => {
    res.json(await listEducatorCourses(deps, currentUser(req)));
  });

  router.post('/api/courses', educator, async (req, res) => {
    const input = validate(quickCourseSchema, req.body);
    res.status(201).json(await createQuickCourse(deps, currentUser(req), input));
  });

  router.post('/api/courses/create', educator, async (req, res) => {
    const input = validate(wizardCourseSchema, req.body);
    res.status(201).json(await createWizardCourse(deps, currentUser(req), input));
  });

  router.post('/api/modules', educator, async (req, res) => {
    const input = validate(moduleCreateSchema, req.body);
    res.status(201).json(await createModule(deps, currentUser(req), input));
  });

  router.post('/api/lessons', educator, async (req, res) => {
    const input = validate(lessonCreateSchema, req.body);
    res.status(201).json(await createLesson(deps, currentUser(req), input));
  });

  router.post('/api/courses/:id/approve', admin, async (req, res) => {
    res.json(await approveCourse(deps, currentUser(req), idParam(req.params.id)));
  });

  router.post('/api/courses/:id/reject', admin, async (req, res) => {
    const id = idParam(req.params.id);
    const { reason } = validate(courseRejectionSchema, req.body);
    res.json(await rejectCourse(deps, currentUser(req), id, reason));
  });
}
