import type { Request } from 'express';
import { currentUser } from '@canopy/service-kit';
import type { AdminRequest } from '../use-cases/user-administration';

/** The acting administrator and the client address the gateway signed into their identity (for the audit). */
export function adminRequest(req: Request): AdminRequest {
  return { identity: currentUser(req), ip: req.clientAddress };
}

export function requestId(req: Request): string | undefined {
  return typeof req.id === 'string' ? req.id : undefined;
}
