import type { Router } from 'express';
import {
  forgotPasswordSchema,
  messageAnswerSchema,
  recoveryMessages,
  resetPasswordSchema,
} from '@canopy/contracts';
import { defineRoute, type RateLimiters } from '@canopy/service-kit';
import type { IdentityDeps } from '../use-cases/deps';
import { requestPasswordReset, resetPassword } from '../use-cases/recovery';

const tags = ['Account recovery'];
const WINDOW_MS = 15 * 60_000;

export interface RecoveryLimits {
  /** Reset-link requests per address (client IP) per 15 minutes. */
  forgotPerIp: number;
  /** Reset attempts per address per 15 minutes. */
  resetPerIp: number;
}

/**
 * Forgotten passwords (/api/forgot-password, /api/reset-password): open to visitors, limited per address. The
 * counters are service-kit's: in Redis with REDIS_URL (one count for every instance), 503 while it is away.
 */
export function recoveryRoutes(
  router: Router,
  deps: IdentityDeps,
  counters: RateLimiters,
  limits: RecoveryLimits,
): void {
  const forgot = counters.limiter({
    name: 'forgot-password',
    limit: limits.forgotPerIp,
    windowMs: WINDOW_MS,
  });
  const reset = counters.limiter({ name: 'reset-password', limit: limits.resetPerIp, windowMs: WINDOW_MS });

  defineRoute(
    router,
    {
      method: 'post',
      path: '/api/forgot-password',
      summary: 'Ask for a password reset link',
      description:
        'Always the same answer, whether or not an account uses the address (each account using it gets its ' +
        'own link, at most one a minute; suspended and rejected accounts get none). The link opens ' +
        '`/reset-password?token=...`, works once and for one hour. Limited per client address (429).',
      tags,
      auth: 'public',
      // Counted before the body is read, so malformed attempts count too.
      guard: (req) => forgot.enforce(req.clientAddress ?? 'unknown'),
      body: forgotPasswordSchema,
      responses: {
        200: messageAnswerSchema,
        429: 'Too many requests from this address.',
        503: 'The limits cannot be checked right now (Redis unreachable).',
      },
    },
    async ({ body }, _req, res) => {
      res.json(await requestPasswordReset(deps, body));
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/api/reset-password',
      summary: 'Set a new password with a reset link’s token',
      description:
        'The password follows the sign-up rule. The token is used up; every session of the account ends ' +
        '(within 5 s). Limited per client address (429).',
      tags,
      auth: 'public',
      guard: (req) => reset.enforce(req.clientAddress ?? 'unknown'),
      body: resetPasswordSchema,
      responses: {
        200: messageAnswerSchema,
        400: `${recoveryMessages.tokenRequired} / ${recoveryMessages.tokenInvalid} / a password rule`,
        429: 'Too many requests from this address.',
        503: 'The limits cannot be checked right now (Redis unreachable).',
      },
    },
    async ({ body }, _req, res) => {
      res.json(await resetPassword(deps, body));
    },
  );
}
