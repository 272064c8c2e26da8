import type { Request } from 'express';
import { inactiveAccountError } from '@canopy/service-kit';

/**
 * The `guard` of learner actions (enrol, complete, goals), run after a `user` route's sign-in check: any
 * signed-in user — a pending educator may learn while waiting — but never a suspended or rejected account, even
 * if a session somehow outlived the change.
 */
export function activeLearner(req: Request): void {
  const status = req.identity?.status;
  if (status === 'suspended' || status === 'rejected') throw inactiveAccountError(status);
}
