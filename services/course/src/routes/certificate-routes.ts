import type { Router } from 'express';
import { z } from 'zod';
import { certificateSchema, certificateVerificationSchema } from '@canopy/contracts';
import { defineRoute, requestLanguage, type RouteDeclaration } from '@canopy/service-kit';
import { certificatePdf, listCertificates, verifyCertificate } from '../use-cases/certificates';
import type { CourseDeps } from '../use-cases/deps';
import { activeLearner } from './active-learner';

const tags = ['Certificates'];
const unknownCode = 'No certificate has this code.';
// Any text: a code is matched ignoring letter case and dashes, and one that names no certificate is a 404.
const code = z.object({ code: z.string() });

/** What the API document says of each certificate route. */
const api = {
  list: {
    method: 'get',
    path: '/api/certificates',
    summary: 'The caller’s certificates',
    tags,
    auth: 'user',
    guard: activeLearner,
    responses: { 200: certificateSchema.array(), 403: 'The account is suspended or rejected.' },
  },
  verify: {
    method: 'get',
    path: '/api/certificates/:code',
    summary: 'Verify a certificate by its code',
    description:
      'Anyone holding the code (an employer, say) may verify it. Letter case and dashes are ignored.',
    tags,
    auth: 'public',
    params: code,
    responses: { 200: certificateVerificationSchema, 404: unknownCode },
  },
  pdf: {
    method: 'get',
    path: '/api/certificates/:code/pdf',
    summary: 'Download one of the caller’s certificates as a PDF',
    tags,
    auth: 'user',
    guard: activeLearner,
    params: code,
    responses: {
      200: { description: 'The certificate, as an attachment', contentType: 'application/pdf' },
      403: 'Another learner’s certificate, or the account is suspended or rejected.',
      404: unknownCode,
    },
  },
} satisfies Record<string, RouteDeclaration>;

export function certificateRoutes(router: Router, deps: CourseDeps) {
  defineRoute(router, api.list, async ({ user }, _req, res) => {
    res.json(await listCertificates(deps, user));
  });

  // Public: anyone holding the code (an employer, say) may verify the certificate.
  defineRoute(router, api.verify, async ({ params }, _req, res) => {
    res.json(await verifyCertificate(deps, params.code));
  });

  defineRoute(router, api.pdf, async ({ user, params }, req, res) => {
    // The learner's account language, else the browser's (issue 33).
    const { certificate, pdf } = await certificatePdf(deps, user, params.code, requestLanguage(req));
    res
      .status(200)
      .type('application/pdf')
      .set('Content-Disposition', `attachment; filename="canopy-certificate-${certificate.code}.pdf"`)
      .set('Cache-Control', 'private, no-store')
      .send(pdf);
  });
}
