import { z } from 'zod';
import { envFlag, envPositiveInt, envUrl } from '@canopy/service-kit';

/** Environment of the course service, on top of service-kit's base keys. */
export const courseConfigSchema = z.object({
  /** The identity service, for instructor names. Unset: names are null and nothing fails. */
  IDENTITY_URL: envUrl().optional(),
  /** Seed the demo categories, courses and a learner's progress at start (idempotent). */
  DEMO: envFlag(false),
  DEMO_INSTRUCTOR_ID: envPositiveInt(2),
  // The identity service's demo accounts on a fresh database: admin 1, educator 2, pending educator 3, student 4.
  DEMO_LEARNER_ID: envPositiveInt(4),
  /** Public address of the platform, printed on certificate PDFs as the verification link. */
  PUBLIC_URL: envUrl().optional(),
});
export type CourseConfig = z.infer<typeof courseConfigSchema>;
