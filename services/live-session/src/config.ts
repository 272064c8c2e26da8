import { z } from 'zod';

/** Environment of the live-session service, on top of service-kit's base keys. */
export const liveSessionConfigSchema = z.object({
  /**
   * The course service, asked whether a learner is enrolled in a course session's course. Unset: course
   * sessions are joinable only by their instructor and administrators (joining answers 503).
   */
  COURSE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** How far back the personal calendar feed reaches, in days. */
  CALENDAR_FEED_PAST_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
});
export type LiveSessionConfig = z.infer<typeof liveSessionConfigSchema>;
