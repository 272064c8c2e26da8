import type { NextFunction, Request, Response } from 'express';
import { forumMessages, REQUEST_ID_HEADER } from '@canopy/contracts';
import { ForbiddenError, UnauthenticatedError, inactiveAccountError } from '@canopy/service-kit';
import { assertMayPost, type Viewer } from '../use-cases/access';

/** Posting, editing, liking, flagging: a signed-in member whose account is active (clear 401/403 otherwise). */
export const requireMember = (req: Request, _res: Response, next: NextFunction) => {
  try {
    assertMayPost(req.identity);
    next();
  } catch (err) {
    next(err);
  }
};

/** The moderation API: active administrators. */
export const requireModerator = (req: Request, _res: Response, next: NextFunction) => {
  if (!req.identity) return next(new UnauthenticatedError());
  if (req.identity.role !== 'admin') return next(new ForbiddenError(forumMessages.moderatorsOnly));
  if (req.identity.status !== 'active') return next(inactiveAccountError(req.identity.status));
  next();
};

export function viewer(req: Request): Viewer {
  return req.identity ?? null;
}

export function requestId(req: Request): string | undefined {
  return req.get(REQUEST_ID_HEADER) ?? undefined;
}
