import { z } from 'zod';
import { envDurationMs, envFlag, envOrigins, envPositiveInt, envUrl, envUrls } from '@canopy/service-kit';

/** Identity's own environment, merged by createService with the base keys (PORT, DATABASE_URL, ...). */
export const identityConfigSchema = z.object({
  /** Answers POST /internal/auth/test-login with the demo educator. Never enable in production. */
  ENABLE_TEST_LOGIN: envFlag(false),
  /** Creates the documented demo accounts once (see README). */
  DEMO: envFlag(false),
  /** WebAuthn relying party id: the site's host name (no scheme, no port). Passkeys are bound to it. */
  WEBAUTHN_RP_ID: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'WEBAUTHN_RP_ID must be a host name, e.g. canopy.example')
    .default('localhost'),
  /** The name authenticators show when a passkey is created. */
  WEBAUTHN_RP_NAME: z.string().min(1).default('Canopy'),
  /** Comma-separated origins the browser may be on when it uses a passkey (the gateway's public URL). */
  WEBAUTHN_ORIGINS: envOrigins({ fallback: ['http://localhost:3000'], atLeastOne: true }),
  /** Where browsers reach the platform: the origin of the links in mails (password reset). */
  PUBLIC_URL: envUrl().default('http://localhost:3000'),
  /**
   * Outgoing mail server (`smtp://user:pass@host:587`, `smtps://...`). Unset: mail is kept in the local outbox
   * table, readable by administrators at GET /api/admin/outbox in demo mode only.
   */
  SMTP_URL: envUrl(['smtp', 'smtps']).optional(),
  /** The From of outgoing mail. */
  MAIL_FROM: z.string().min(3).default('Canopy <no-reply@canopy.localhost>'),
  /** Attempts to send one mail (SMTP refusing or unreachable) before it is marked failed and logged. */
  MAIL_MAX_ATTEMPTS: envPositiveInt(8),
  /** Delay before a mail's first retry; doubles per attempt, capped at MAIL_RETRY_MAX_MS (about 20 min in all). */
  MAIL_RETRY_BASE_MS: envDurationMs(10_000),
  MAIL_RETRY_MAX_MS: envDurationMs(10 * 60_000),
  /**
   * How often, with REDIS_URL, this instance tells the gateways it is relaying account changes (USERS_CHANGED_CHANNEL):
   * gateways that stop hearing it go back to asking identity every IDENTITY_REFRESH_MS.
   */
  IDENTITY_NOTICE_HEARTBEAT_MS: envDurationMs(2000, { max: 60_000 }),
  /** The course service (educator holdings before a deletion). Unset: deleting an educator answers 503. */
  COURSE_URL: envUrls().optional(),
  /** POST /api/forgot-password requests per client address in any 15 minutes (in Redis with REDIS_URL). */
  RATE_LIMIT_FORGOT_PASSWORD_PER_IP: envPositiveInt(10),
  /** POST /api/reset-password attempts per client address in any 15 minutes (in Redis with REDIS_URL). */
  RATE_LIMIT_RESET_PASSWORD_PER_IP: envPositiveInt(20),
});
export type IdentityConfig = z.infer<typeof identityConfigSchema>;
