import { z } from 'zod';
import { id, isoDateTime } from './course-fields';

/* Certificates of completion and what anyone holding a code may verify. */

export const certificateSchema = z.object({
  id,
  /** Unguessable verification code; the public page is /certificates/{code}. */
  code: z.string(),
  userId: id,
  courseId: id,
  enrollmentId: id,
  learnerName: z.string(),
  courseTitle: z.string(),
  issuedAt: isoDateTime,
  /** Set when an administrator revoked it; the credential's status list says so too (docs/CREDENTIALS.md). */
  revokedAt: isoDateTime.nullable(),
  /** The administrator's reason: shown to the holder and administrators, never on the public page. */
  revocationReason: z.string().nullable(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** GET /api/certificates/{code} (public): what anyone may verify. */
export const certificateVerificationSchema = certificateSchema.pick({
  code: true,
  learnerName: true,
  courseTitle: true,
  courseId: true,
  issuedAt: true,
  revokedAt: true,
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;
