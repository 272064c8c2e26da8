import type { Router } from 'express';
import { identityInternalApi } from '@canopy/contracts';
import { defineInternalRoute } from '@canopy/service-kit';
import { login, register, setLanguage, testLogin } from '../use-cases/auth';
import type { IdentityDeps } from '../use-cases/deps';
import { getPublicUser, getPublicUsers, getSessionOwners, getUser } from '../use-cases/user-lookup';

/**
 * The API only the gateway and other services call (`identityInternalApi` in the contracts; never routed from
 * outside, so not in the public API document): credentials, sign-up and user lookups.
 */
export function internalRoutes(router: Router, deps: IdentityDeps, opts: { enableTestLogin: boolean }): void {
  const calls = identityInternalApi.calls;

  defineInternalRoute(router, calls.login, ({ body }) => login(deps, body));

  defineInternalRoute(router, calls.register, ({ body }) => register(deps, body));

  // Without the flag the route does not exist at all: 404 like any unknown path.
  if (opts.enableTestLogin) defineInternalRoute(router, calls.testLogin, () => testLogin(deps));

  defineInternalRoute(router, calls.publicUsers, ({ query }) => getPublicUsers(deps, query.ids));

  // Before `user`: Express takes the first route that matches, and `/internal/users/:id` would take "owners".
  defineInternalRoute(router, calls.sessionOwners, ({ query }) => getSessionOwners(deps, query.ids));

  defineInternalRoute(router, calls.user, ({ params }) => getUser(deps, params.id));

  defineInternalRoute(router, calls.setLanguage, ({ params, body }) =>
    setLanguage(deps, params.id, body.language),
  );

  defineInternalRoute(router, calls.publicUser, ({ params }) => getPublicUser(deps, params.id));
}
