import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .default('false')
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Environment of the course service, on top of service-kit's base keys. */
export const courseConfigSchema = z.object({
  /** The identity service, for instructor names. Unset: names are null and nothing fails. */
  IDENTITY_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Seed the demo categories, courses and a learner's progress at start (idempotent). */
  DEMO: flag,
  DEMO_INSTRUCTOR_ID: z.coerce.number().int().positive().default(2),
  // The identity service's demo accounts on a fresh database: admin 1, educator 2, pending educator 3, student 4.
  DEMO_LEARNER_ID: z.coerce.number().int().positive().default(4),
  /** Public address of the platform, printed on certificate PDFs as the verification link. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
});
export type CourseConfig = z.infer<typeof courseConfigSchema>;
