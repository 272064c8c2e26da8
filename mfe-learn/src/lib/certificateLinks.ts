import { certificateHref } from './links';

/** The public verification address of a certificate (absolute, to share with an employer). */
export function verificationUrl(code: string, origin: string = window.location.origin): string {
  return `${origin}${certificateHref(code)}`;
}

export const certificatePdfHref = (code: string) => `/api/certificates/${encodeURIComponent(code)}/pdf`;

/** The certificate's signed Open Badges credential, as a file (docs/CREDENTIALS.md). */
export const credentialFileHref = (code: string) =>
  `/api/certificates/${encodeURIComponent(code)}/credential?download=1`;

/** The public page that checks the certificate's credential (the PDF's QR code leads here too). */
export const verifyCredentialHref = (code: string) => `/verify/${encodeURIComponent(code)}`;

/**
 * LinkedIn's add-to-profile link with the certification form filled in: name, issuing organisation, issue month
 * and year, the credential's address and id (LinkedIn's documented startTask=CERTIFICATION_NAME parameters).
 */
export function linkedInAddHref(
  certificate: { code: string; courseTitle: string; issuedAt: string },
  origin: string = window.location.origin,
): string {
  const issued = new Date(certificate.issuedAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: certificate.courseTitle,
    organizationName: 'Canopy',
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: verificationUrl(certificate.code, origin),
    certId: certificate.code,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}
