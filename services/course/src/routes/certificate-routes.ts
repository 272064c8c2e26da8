import type { Router } from 'express';
import { currentUser } from '@canopy/service-kit';
import { certificatePdf, listCertificates, verifyCertificate } from '../use-cases/certificates';
import type { CourseDeps } from '../use-cases/deps';
import { requireLearner } from './guards';

export function certificateRoutes(router: Router, deps: CourseDeps) {
  router.get('/api/certificates', requireLearner, async (req, res) => {
    res.json(await listCertificates(deps, currentUser(req)));
  });

  // Public: anyone holding the code (an employer, say) may verify the certificate.
  router.get('/api/certificates/:code', async (req, res) => {
    res.json(await verifyCertificate(deps, String(req.params.code)));
  });

  router.get('/api/certificates/:code/pdf', requireLearner, async (req, res) => {
    const { certificate, pdf } = await certificatePdf(deps, currentUser(req), String(req.params.code));
    res
      .status(200)
      .type('application/pdf')
      .set('Content-Disposition', `attachment; filename="canopy-certificate-${certificate.code}.pdf"`)
      .set('Cache-Control', 'private, no-store')
      .send(pdf);
  });
}
