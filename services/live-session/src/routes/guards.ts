import type { NextFunction, Request, Response } from 'express';
import { REQUEST_ID_HEADER, type Identity } from '@canopy/contracts';
import { assertHost } from '../use-cases/access';

/** Creating and changing sessions: active educators and administrators (401 for visitors, 403 with a code). */
export const requireHost = (req: Request, _res: Response, next: NextFunction) => {
  try {
    assertHost(req.identity);
    next();
  } catch (err) {
    next(err);
  }
};

/** The signed-in user a host-guarded route was let through with. */
export function host(req: Request): Identity {
  assertHost(req.identity);
  return req.identity;
}

export function requestId(req: Request): string | undefined {
  return req.get(REQUEST_ID_HEADER) ?? undefined;
}
