import type { Router } from 'express';
import { idParam, requireService } from '@canopy/service-kit';
import type { CourseDeps } from '../use-cases/deps';

/**
 * Reads for other services (never routed by the gateway, never documented). The live-session service asks
 * whether a learner is enrolled before showing a course session's meeting details.
 */
export function internalRoutes(router: Router, deps: CourseDeps) {
  router.get('/internal/enrollments/check', requireService, async (req, res) => {
    const courseId = idParam(req.query.courseId, 'courseId');
    const userId = idParam(req.query.userId, 'userId');
    const enrollment = await deps.stores.enrollments.findFor(userId, courseId);
    res.json({ enrolled: enrollment !== null });
  });
}
