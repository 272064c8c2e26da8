import type { Router } from 'express';
import { courseMessages } from '@canopy/contracts';
import { idParam, NotFoundError, requireService } from '@canopy/service-kit';
import type { CourseDeps } from '../use-cases/deps';
import { educatorHoldings } from '../use-cases/review';

/**
 * Reads for other services (never routed by the gateway, never documented). The live-session service asks
 * whether a learner is enrolled before showing a course session's meeting details, whose course a session may
 * be attached to, and whom to notify of a course session; identity asks what an educator still holds.
 */
export function internalRoutes(router: Router, deps: CourseDeps) {
  router.get('/internal/enrollments/check', requireService, async (req, res) => {
    const courseId = idParam(req.query.courseId, 'courseId');
    const userId = idParam(req.query.userId, 'userId');
    const enrollment = await deps.stores.enrollments.findFor(userId, courseId);
    res.json({ enrolled: enrollment !== null });
  });

  router.get('/internal/courses/:id/learners', requireService, async (req, res) => {
    const courseId = idParam(req.params.id);
    // lockCourse is the store's one read of a course's enrollments; its row locks end with this short transaction.
    const enrolled = await deps.stores.transaction((tx) => tx.enrollments.lockCourse(courseId));
    res.json({ userIds: enrolled.map((e) => e.userId) });
  });

  // Identity asks before deleting an educator: approved courses with learners must be reassigned first.
  router.get('/internal/educators/:id/holdings', requireService, async (req, res) => {
    res.json(await educatorHoldings(deps, idParam(req.params.id)));
  });

  router.get('/internal/courses/:id/owner', requireService, async (req, res) => {
    const course = await deps.stores.courses.find(idParam(req.params.id));
    if (!course) throw new NotFoundError(courseMessages.courseNotFound);
    res.json({ instructorId: course.instructorId });
  });
}
