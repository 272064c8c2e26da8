import { certificateHref } from './links';

/** The public verification address of a certificate (absolute, to share with an employer). */
export function verificationUrl(code: string, origin: string = window.location.origin): string {
  return `${origin}${certificateHref(code)}`;
}

export const certificatePdfHref = (code: string) => `/api/certificates/${encodeURIComponent(code)}/pdf`;
