import type { NextFunction, Request, Response } from 'express';
import type { Identity } from '@canopy/contracts';
import { assertContentAuthor } from '../use-cases/access';

/** The content tools: active educators and administrators (401 for visitors, 403 with a code otherwise). */
export const requireContentAuthor = (req: Request, _res: Response, next: NextFunction) => {
  try {
    assertContentAuthor(req.identity);
    next();
  } catch (err) {
    next(err);
  }
};

/** The signed-in user a guarded route was let through with. */
export function author(req: Request): Identity {
  assertContentAuthor(req.identity);
  return req.identity;
}
