import type { Request } from 'express';
import { currentUser } from '@canopy/service-kit';
import type { AdminRequest } from '../use-cases/user-administration';

/**
 * The caller's address as the gateway saw it: the gateway appends it to `X-Forwarded-For` (a client's own
 * entries come before it), so the last entry is the one to trust. Direct calls fall back to the socket.
 */
export function clientIp(req: Request): string | null {
  const header = req.headers['x-forwarded-for'];
  const raw = Array.isArray(header) ? header.join(',') : header;
  const last = raw
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .at(-1);
  const ip = last ?? req.socket.remoteAddress ?? null;
  return ip ? ip.slice(0, 100) : null;
}

export function adminRequest(req: Request): AdminRequest {
  return { identity: currentUser(req), ip: clientIp(req) };
}

export function requestId(req: Request): string | undefined {
  return typeof req.id === 'string' ? req.id : undefined;
}
