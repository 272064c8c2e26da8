import type { Router } from 'express';
import { z } from 'zod';
import {
  adminCertificateQuerySchema,
  adminCertificateSchema,
  certificateRevocationSchema,
  pagedSchema,
} from '@canopy/contracts';
import { defineRoute, type RouteDeclaration } from '@canopy/service-kit';
import { listAdminCertificates, revokeCertificate } from '../use-cases/credentials';
import type { CourseDeps } from '../use-cases/deps';

const tags = ['Certificates'];

/** What the API document says of the administrators' certificate routes. */
const api = {
  list: {
    method: 'get',
    path: '/api/admin/certificates',
    summary: 'Every certificate, for the admin Certificates tab',
    description: 'Newest first; searched on learner name, course title and code; filtered by status; paged.',
    tags,
    auth: 'admin',
    query: adminCertificateQuerySchema,
    responses: { 200: pagedSchema(adminCertificateSchema) },
  },
  revoke: {
    method: 'post',
    path: '/api/admin/certificates/:code/revoke',
    summary: 'Revoke a certificate, with a reason',
    description:
      'For good (a revocation status list entry cannot be cleared): its Open Badges credential fails verification ' +
      'from then on and its public page says it was revoked. The reason is shown to the holder and administrators.',
    tags,
    auth: 'admin',
    params: z.object({ code: z.string() }),
    body: certificateRevocationSchema,
    responses: {
      200: adminCertificateSchema,
      404: 'No certificate has this code.',
      409: 'The certificate is already revoked.',
    },
  },
} satisfies Record<string, RouteDeclaration>;

export function adminCertificateRoutes(router: Router, deps: CourseDeps) {
  defineRoute(router, api.list, async ({ query }, _req, res) => {
    res.json(await listAdminCertificates(deps, query));
  });

  defineRoute(router, api.revoke, async ({ user, params, body }, _req, res) => {
    res.json(await revokeCertificate(deps, user, params.code, body.reason));
  });
}
