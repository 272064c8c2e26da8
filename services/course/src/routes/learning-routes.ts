import type { Router } from 'express';
import {
  enrollmentCreateSchema,
  enrollmentUpdateSchema,
  lessonCompletionCreateSchema,
} from '@canopy/contracts';
import { currentUser, idParam, validate } from '@canopy/service-kit';
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
import { requireLearner } from './guards';

/** Enrolments, lesson completions and milestones: always the caller's own. */
export function learningRoutes(router: Router, deps: CourseDeps) {
  router.get('/api/enrollments', requireLearner, async (req, res) => {
    res.json(await listEnrollments(deps, currentUser(req)));
  });

  router.post('/api/enrollments', requireLearner, async (req, res) => {
    const { courseId } = validate(enrollmentCreateSchema, req.body);
    const { enrollment, created } = await enrol(deps, currentUser(req), courseId);
    res.status(created ? 201 : 200).json(enrollment);
  });

  // Answers null (200) when the user is not enrolled: "not enrolled" is an ordinary state, not an error.
  router.get('/api/enrollments/course/:courseId/user/:userId', requireLearner, async (req, res) => {
    const courseId = idParam(req.params.courseId, 'courseId');
    const userId = idParam(req.params.userId, 'userId');
    res.json(await findEnrollment(deps, currentUser(req), courseId, userId));
  });

  router.patch('/api/enrollments/:id', requireLearner, async (req, res) => {
    const id = idParam(req.params.id);
    const input = validate(enrollmentUpdateSchema, req.body);
    res.json(await updateEnrollment(deps, currentUser(req), id, input));
  });

  router.get('/api/enrollments/:id/milestones', requireLearner, async (req, res) => {
    res.json(await enrollmentMilestones(deps, currentUser(req), idParam(req.params.id)));
  });

  router.get('/api/lesson-completions', requireLearner, async (req, res) => {
    const raw = req.query.courseId;
    const courseId = raw === undefined || raw === '' ? undefined : idParam(raw, 'courseId');
    res.json(await listCompletions(deps, currentUser(req), courseId));
  });

  router.post('/api/lesson-completions', requireLearner, async (req, res) => {
    const { lessonId } = validate(lessonCompletionCreateSchema, req.body);
    const { created, ...result } = await completeLesson(deps, currentUser(req), lessonId);
    res.status(created ? 201 : 200).json(result);
  });
}
