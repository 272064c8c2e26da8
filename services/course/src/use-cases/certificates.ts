import {
  courseMessages,
  type Certificate,
  type CertificateVerification,
  type AccountLanguage,
  type Identity,
} from '@canopy/contracts';
import { ForbiddenError, NotFoundError } from '@canopy/service-kit';
import { normaliseCertificateCode } from '../certificates/certificate-code';
import { renderCertificatePdf } from '../certificates/certificate-pdf';
import type { CourseDeps } from './deps';

export function listCertificates(deps: CourseDeps, actor: Identity): Promise<Certificate[]> {
  return deps.stores.certificates.listForUser(actor.id);
}

async function byCode(deps: CourseDeps, code: string): Promise<Certificate> {
  const normalised = normaliseCertificateCode(code);
  const certificate = normalised ? await deps.stores.certificates.findByCode(normalised) : null;
  if (!certificate) throw new NotFoundError(courseMessages.certificateNotFound);
  return certificate;
}

/** GET /api/certificates/{code}: public verification — who, which course, when. */
export async function verifyCertificate(deps: CourseDeps, code: string): Promise<CertificateVerification> {
  const c = await byCode(deps, code);
  return {
    code: c.code,
    learnerName: c.learnerName,
    courseTitle: c.courseTitle,
    courseId: c.courseId,
    issuedAt: c.issuedAt,
    revokedAt: c.revokedAt,
  };
}

/** GET /api/certificates/{code}/pdf: the holder's printable certificate. */
export async function certificatePdf(
  deps: CourseDeps,
  actor: Identity,
  code: string,
  language: AccountLanguage,
): Promise<{ certificate: Certificate; pdf: Buffer }> {
  const certificate = await byCode(deps, code);
  if (certificate.userId !== actor.id) throw new ForbiddenError();
  // The public verification page: it checks the certificate's signed Open Badges credential and its status.
  const path = `/verify/${certificate.code}`;
  const verifyUrl = deps.publicUrl ? new URL(path, deps.publicUrl).toString() : path;
  return { certificate, pdf: await renderCertificatePdf(certificate, { verifyUrl, language }) };
}
