import type { Router } from 'express';
import { idParam, requireService, validate } from '@canopy/service-kit';
import type { IdentityDeps } from '../use-cases/deps';
import {
  authenticationOptionsRequestSchema,
  authenticationVerificationSchema,
  registrationOptionsRequestSchema,
  registrationVerificationSchema,
} from '../use-cases/passkey-requests';
import {
  listPasskeys,
  passkeyAuthenticationOptions,
  passkeyRegistrationOptions,
  verifyPasskeyAuthentication,
  verifyPasskeyRegistration,
} from '../use-cases/passkeys';
import type { RelyingParty } from '../use-cases/relying-party';

/**
 * Passkey (WebAuthn) ceremonies for the gateway. Identity is stateless here: the options it answers carry a
 * challenge, the gateway keeps it in the session and sends it back as `expectedChallenge` with the browser's
 * answer. Every route requires a service token; the public face is the gateway's /api/passkeys routes.
 */
export function passkeyRoutes(router: Router, deps: IdentityDeps, rp: RelyingParty): void {
  router.post('/internal/passkeys/registration/options', requireService, async (req, res) => {
    const { userId } = validate(registrationOptionsRequestSchema, req.body);
    res.json(await passkeyRegistrationOptions(deps, rp, userId));
  });

  router.post('/internal/passkeys/registration/verify', requireService, async (req, res) => {
    res
      .status(201)
      .json(await verifyPasskeyRegistration(deps, rp, validate(registrationVerificationSchema, req.body)));
  });

  router.post('/internal/passkeys/authentication/options', requireService, async (req, res) => {
    res.json(
      await passkeyAuthenticationOptions(deps, rp, validate(authenticationOptionsRequestSchema, req.body)),
    );
  });

  router.post('/internal/passkeys/authentication/verify', requireService, async (req, res) => {
    res.json(
      await verifyPasskeyAuthentication(deps, rp, validate(authenticationVerificationSchema, req.body)),
    );
  });

  router.get('/internal/users/:id/passkeys', requireService, async (req, res) => {
    res.json(await listPasskeys(deps, idParam(req.params.id)));
  });
}
