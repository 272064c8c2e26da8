import type { NextFunction, Request, Response } from 'express';
import { REQUEST_ID_HEADER } from '@canopy/contracts';
import { UnauthenticatedError, inactiveAccountError } from '@canopy/service-kit';
import type { Viewer } from '../use-cases/access';

/**
 * Learner actions (enrol, complete, goals): any signed-in user — a pending educator may learn while waiting —
 * but never a suspended or rejected account, even if a session somehow outlived the change.
 */
export const requireLearner = (req: Request, _res: Response, next: NextFunction) => {
  if (!req.identity) return next(new UnauthenticatedError());
  if (req.identity.status === 'suspended' || req.identity.status === 'rejected') {
    return next(inactiveAccountError(req.identity.status));
  }
  next();
};

export function viewer(req: Request): Viewer {
  return req.identity ?? null;
}

export function requestId(req: Request): string | undefined {
  return req.get(REQUEST_ID_HEADER) ?? undefined;
}
