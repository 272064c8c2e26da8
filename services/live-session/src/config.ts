import { z } from 'zod';
import { envDurationMs, envPositiveInt, envUrl, envUrls, envWholeNumber } from '@canopy/service-kit';

/** Environment of the live-session service, on top of service-kit's base keys; a peer's URL lists each instance. */
export const liveSessionConfigSchema = z.object({
  /**
   * The course service, asked whether a learner is enrolled in a course session's course. Unset: course
   * sessions are joinable only by their instructor and administrators (joining answers 503).
   */
  COURSE_URL: envUrls().optional(),
  /**
   * The identity service, asked for attendees' names (and, with SMTP, recipients' email addresses). Unset: the
   * attendance lists user ids with null names.
   */
  IDENTITY_URL: envUrls().optional(),
  /**
   * Outgoing mail (smtp:// or smtps://, with credentials in the URL), the same setting as identity's: with it,
   * a notification of a kind the user chose email for is also mailed. Unset: no notification email.
   */
  SMTP_URL: envUrl(['smtp', 'smtps']).optional(),
  /** Where browsers reach the platform: links in notification mail start with it. Unset: mail has no link. */
  PUBLIC_URL: envUrl().optional(),
  /** The From of notification mail. */
  MAIL_FROM: z.string().min(3).default('Canopy <no-reply@canopy.localhost>'),
  /**
   * Attempts to send one notification mail (SMTP refusing or unreachable, identity not answering for the
   * address) before it is marked failed and logged.
   */
  MAIL_MAX_ATTEMPTS: envPositiveInt(8),
  /** Delay before a mail's first retry; doubles per attempt, capped at MAIL_RETRY_MAX_MS (about 20 min in all). */
  MAIL_RETRY_BASE_MS: envDurationMs(10_000),
  MAIL_RETRY_MAX_MS: envDurationMs(10 * 60_000),
  /** How far back the personal calendar feed reaches, in days. */
  CALENDAR_FEED_PAST_DAYS: envWholeNumber(30, { max: 3650 }),
  /**
   * Redis for the realtime hub's fan-out: every instance publishes its events there and delivers what comes
   * back to its own sockets. Unset: events reach only this instance's sockets (one instance).
   */
  REDIS_URL: envUrl(['redis', 'rediss']).optional(),
  /** The pub/sub channel the instances share (one per deployment sharing a Redis). */
  REALTIME_REDIS_CHANNEL: z.string().min(1).max(200).default('canopy:realtime'),
  /** Heartbeat: a ping frame this often; a socket that missed the previous one is dropped. 0 turns it off. */
  REALTIME_HEARTBEAT_MS: envDurationMs(30_000, { allowZero: true }),
  /** A socket with more unsent bytes than this is a slow client and is dropped. */
  REALTIME_MAX_BUFFERED_BYTES: envWholeNumber(1024 * 1024, { min: 4_096, max: 64 * 1024 * 1024 }),
  /** How often the reminder job looks for sessions about to start. 0 turns it off. */
  REMINDER_INTERVAL_MS: envDurationMs(60_000, { allowZero: true }),
  /** How long before the start a session's participants are reminded, in minutes. */
  REMINDER_LEAD_MINUTES: envWholeNumber(15, { min: 1, max: 1440 }),
});
export type LiveSessionConfig = z.infer<typeof liveSessionConfigSchema>;
