import type { Request, RequestHandler, Router } from 'express';
import type { User } from '@canopy/contracts';
import { UnauthenticatedError, routeDeclarations, type RouteDeclaration } from '@canopy/service-kit';
import { identityOf, type SessionUsers } from './session-user';

export const NOT_AUTHENTICATED = 'Not authenticated';

const signedIn = new WeakMap<Request, User>();

/**
 * Runs before the routes `router` declares (mount it first on that router). Their answers say who is signed in,
 * so no browser or proxy keeps them. A route declared for signed-in users learns who calls from the session
 * (refreshed from identity like every session read: a suspended account's session ends here), and its
 * declaration's guard then checks `req.identity` as a service's would; a visitor is refused in the gateway's own
 * words. Public routes leave the session's user unread: signing in over an expired session must still work.
 */
export function sessionCaller(router: Router, users: SessionUsers): RequestHandler {
  // Every route is declared before the first request; the gateway's own paths have no parameters.
  let declared: Map<string, RouteDeclaration> | undefined;
  return async (req, res, next) => {
    declared ??= new Map(routeDeclarations(router).map((d) => [routeKey(d.method, d.path), d]));
    const route = declared.get(routeKey(req.method === 'HEAD' ? 'get' : req.method, req.path));
    if (!route) return next();
    res.setHeader('Cache-Control', 'no-store');
    if (route.auth !== 'public') {
      const user = await users.current(req, res);
      if (!user) throw new UnauthenticatedError(NOT_AUTHENTICATED);
      req.identity = identityOf(user);
      signedIn.set(req, user);
    }
    next();
  };
}

/** The signed-in user of a route declared for signed-in users (the whole record, not only the claims). */
export function sessionUser(req: Request): User {
  const user = signedIn.get(req);
  if (!user) throw new UnauthenticatedError(NOT_AUTHENTICATED);
  return user;
}

// Express matches paths without regard to letter case and with or without one trailing slash.
function routeKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.toLowerCase().replace(/(.)\/$/, '$1')}`;
}
