import type { Router } from 'express';
import { identityInternalApi } from '@canopy/contracts';
import { defineInternalRoute } from '@canopy/service-kit';
import type { IdentityDeps } from '../use-cases/deps';
import {
  listPasskeys,
  passkeyAuthenticationOptions,
  passkeyRegistrationOptions,
  verifyPasskeyAuthentication,
  verifyPasskeyRegistration,
} from '../use-cases/passkeys';
import type { RelyingParty } from '../use-cases/relying-party';

/**
 * Passkey (WebAuthn) ceremonies for the gateway, from `identityInternalApi`. Identity is stateless here: the
 * options it answers carry a challenge, the gateway keeps it in the session and sends it back as
 * `expectedChallenge` with the browser's answer. The public face is the gateway's /api/passkeys routes.
 */
export function passkeyRoutes(router: Router, deps: IdentityDeps, rp: RelyingParty): void {
  const calls = identityInternalApi.calls;

  // The options are WebAuthn's JSON, passed through whole (spread: an interface has no index signature).
  defineInternalRoute(router, calls.passkeyRegistrationOptions, async ({ body }) => ({
    ...(await passkeyRegistrationOptions(deps, rp, body.userId)),
  }));

  defineInternalRoute(router, calls.verifyPasskeyRegistration, ({ body }) =>
    verifyPasskeyRegistration(deps, rp, body),
  );

  defineInternalRoute(router, calls.passkeyAuthenticationOptions, async ({ body }) => ({
    ...(await passkeyAuthenticationOptions(deps, rp, body)),
  }));

  defineInternalRoute(router, calls.verifyPasskeyAuthentication, ({ body }) =>
    verifyPasskeyAuthentication(deps, rp, body),
  );

  defineInternalRoute(router, calls.passkeys, ({ params }) => listPasskeys(deps, params.id));
}
