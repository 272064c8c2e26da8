import type { IncomingHttpHeaders } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { ForbiddenError } from '@canopy/service-kit';

export const CROSS_ORIGIN_REFUSED = 'Cross-origin requests are not allowed.';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a request's declared origin is acceptable: none declared (same-origin navigation, curl, servers),
 * the gateway's own host, or one of ALLOWED_ORIGINS. `Sec-Fetch-Site: cross-site` is refused even without an
 * Origin header. The host is compared (not the scheme) so a TLS-terminating proxy does not break it.
 */
export function originAllowed(
  headers: IncomingHttpHeaders,
  ownHost: string | undefined,
  allowed: string[],
): boolean {
  const origin = headers.origin;
  if (origin !== undefined) {
    if (allowed.includes(origin)) return true;
    let host: string;
    try {
      const u = new URL(origin);
      if (u.protocol !== 'http:' && u.protocol !== 'https:') return false;
      host = u.host;
    } catch {
      return false; // includes Origin: null (sandboxed frames, some redirects)
    }
    return ownHost !== undefined && host.toLowerCase() === ownHost.toLowerCase();
  }
  return headers['sec-fetch-site'] !== 'cross-site';
}

/** Refuses state-changing requests that another site made the browser send (403 JSON). */
export function originCheck(allowed: string[]) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!STATE_CHANGING.has(req.method)) return next();
    // req.host is the Host header, or X-Forwarded-Host through a trusted proxy.
    if (originAllowed(req.headers, req.host, allowed)) return next();
    next(new ForbiddenError(CROSS_ORIGIN_REFUSED));
  };
}
