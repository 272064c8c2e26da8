import { z } from 'zod';
import { envFlag, envPositiveInt, envUrl, envUrls, envWholeNumber } from '@canopy/service-kit';
import { isEd25519PrivateJwk } from './credentials/credential-issuer';

/**
 * Environment of the course service, on top of service-kit's base keys. A peer's URL setting lists each of its
 * instances, comma-separated (`http://identity-a:4001,http://identity-b:4001`): calls go to them in turn and fail
 * over when a connection fails (service-kit's internal client). The same holds in every service.
 */
export const courseConfigSchema = z.object({
  /** The identity service, for instructor names. Unset: names are null and nothing fails. */
  IDENTITY_URL: envUrls().optional(),
  /** The content service, for the ebooks a Common Cartridge export carries. Unset: exports answer 503. */
  CONTENT_URL: envUrls().optional(),
  /** Seed the demo categories, courses and a learner's progress at start (idempotent). */
  DEMO: envFlag(false),
  DEMO_INSTRUCTOR_ID: envPositiveInt(2),
  // The identity service's demo accounts on a fresh database: admin 1, educator 2, pending educator 3, student 4.
  DEMO_LEARNER_ID: envPositiveInt(4),
  /**
   * Memory for learners' outlines and enrollment lists kept while their rows are unchanged (checked on every read
   * with one indexed probe: service-kit's kept-reads.ts). 0 reads every time.
   */
  LEARNER_READ_CACHE_MB: envWholeNumber(32, { max: 4096 }),
  /**
   * Public address of the platform: the verification link and QR code of certificate PDFs, and the did:web
   * identifier of the credentials' issuer (its host).
   */
  PUBLIC_URL: envUrl().optional(),
  /**
   * The Open Badges issuer key: a private Ed25519 JWK, one line of JSON (the launcher makes one in DATA_DIR).
   * Unset or empty, or PUBLIC_URL unset: certificates are issued, their credentials answer 503.
   */
  CREDENTIAL_ISSUER_KEY: z
    .string()
    .optional()
    .refine((v) => !v || isEd25519PrivateJwk(v), {
      error: 'CREDENTIAL_ISSUER_KEY must be a private Ed25519 JWK (one line of JSON)',
    }),
});
export type CourseConfig = z.infer<typeof courseConfigSchema>;
