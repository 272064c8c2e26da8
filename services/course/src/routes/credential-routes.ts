import type { Router } from 'express';
import { z } from 'zod';
import {
  credentialMessages,
  credentialVerificationSchema,
  credentialVerifyRequestSchema,
  envelopedCredentialSchema,
} from '@canopy/contracts';
import { defineRoute, type RouteDeclaration } from '@canopy/service-kit';
import { VC_JWT_MEDIA_TYPE } from '../credentials/vc-jwt';
import { verifyCredential } from '../use-cases/credential-verification';
import { certificateCredential, issuerDidDocument, statusListCredential } from '../use-cases/credentials';
import type { CourseDeps } from '../use-cases/deps';

const tags = ['Credentials'];
const notConfigured = credentialMessages.notConfigured;
const code = z.object({ code: z.string() });
const list = z.object({
  list: z
    .string()
    .regex(/^\d{1,6}$/, credentialMessages.statusListNotFound)
    .transform(Number),
});

/** What the API document says of each credential route. */
const api = {
  credential: {
    method: 'get',
    path: '/api/certificates/:code/credential',
    summary: 'A certificate as an Open Badges 3.0 credential',
    description:
      'The certificate’s OpenBadgeCredential, signed by the platform as a VC-JWT (EdDSA) and carried in a VC 2.0 ' +
      'EnvelopedVerifiableCredential. Public like the certificate’s page: its code is what its holder shares. ' +
      '`?download=1` sends it as a file.',
    tags,
    auth: 'public',
    params: code,
    query: z.object({ download: z.enum(['1']).optional() }),
    responses: {
      200: envelopedCredentialSchema,
      404: 'No certificate has this code.',
      503: notConfigured,
    },
  },
  statusList: {
    method: 'get',
    path: '/api/credentials/status/:list',
    summary: 'A revocation status list (W3C Bitstring Status List)',
    description:
      'The BitstringStatusListCredential every credential’s `credentialStatus` points at, as a VC-JWT signed by ' +
      'the platform (media type application/vc+jwt). Built from the revocations at the time of the request.',
    tags,
    auth: 'public',
    params: list,
    responses: {
      200: { description: 'The status list credential (a VC-JWT)', contentType: VC_JWT_MEDIA_TYPE },
      404: credentialMessages.statusListNotFound,
      503: notConfigured,
    },
  },
  did: {
    method: 'get',
    path: '/api/credentials/did.json',
    summary: 'The issuer’s DID document',
    description:
      'The did:web document of the platform’s issuer identifier, with its Ed25519 public key (JsonWebKey2020). ' +
      'The gateway also serves it at /.well-known/did.json, where did:web resolves it.',
    tags,
    auth: 'public',
    responses: {
      200: z.record(z.string(), z.unknown()),
      503: notConfigured,
    },
  },
  verify: {
    method: 'post',
    path: '/api/credentials/verify',
    summary: 'Verify a credential',
    description:
      'Checks a pasted or uploaded credential (a VC-JWT or the JSON of an enveloped credential): format, issuer, ' +
      'signature, validity dates and revocation status, each with what it found. 200 whatever the outcome; ' +
      '`verified` is true only when every check passed.',
    tags,
    auth: 'public',
    body: credentialVerifyRequestSchema,
    responses: { 200: credentialVerificationSchema, 503: notConfigured },
  },
} satisfies Record<string, RouteDeclaration>;

export function credentialRoutes(router: Router, deps: CourseDeps) {
  defineRoute(router, api.credential, async ({ params, query }, _req, res) => {
    const { certificate, credential } = await certificateCredential(deps, params.code);
    if (query.download) {
      res.set('Content-Disposition', `attachment; filename="canopy-credential-${certificate.code}.json"`);
    }
    res.set('Cache-Control', 'no-cache').json(credential);
  });

  defineRoute(router, api.statusList, async ({ params }, _req, res) => {
    const jwt = await statusListCredential(deps, params.list, new Date());
    // A revocation should reach verifiers within a minute, not be held by caches for long.
    res.status(200).type(VC_JWT_MEDIA_TYPE).set('Cache-Control', 'public, max-age=60').send(jwt);
  });

  defineRoute(router, api.did, async (_input, _req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(await issuerDidDocument(deps));
  });

  defineRoute(router, api.verify, async ({ body }, _req, res) => {
    res.json(await verifyCredential(deps, body.credential));
  });
}
