import type { Router } from 'express';
import {
  forgotPasswordSchema,
  messageAnswerSchema,
  recoveryMessages,
  resetPasswordSchema,
} from '@canopy/contracts';
import { defineRoute, RateLimitedError, TtlCache } from '@canopy/service-kit';
import type { IdentityDeps } from '../use-cases/deps';
import { requestPasswordReset, resetPassword } from '../use-cases/recovery';
import { clientIp } from './request-context';

const tags = ['Account recovery'];
const WINDOW_MS = 15 * 60_000;

export interface RecoveryLimits {
  /** Reset-link requests per address (client IP) per 15 minutes. */
  forgotPerIp: number;
  /** Reset attempts per address per 15 minutes. */
  resetPerIp: number;
}

/** A fixed-window counter per key, kept in memory (bounded). */
function limiter(limit: number) {
  const windows = new TtlCache<string, { count: number; until: number }>(WINDOW_MS, 50_000);
  return (key: string) => {
    const now = Date.now();
    const current = windows.get(key);
    const entry = current && current.until > now ? current : { count: 0, until: now + WINDOW_MS };
    entry.count += 1;
    windows.set(key, entry);
    if (entry.count > limit) throw new RateLimitedError(Math.ceil((entry.until - now) / 1000));
  };
}

/** Forgotten passwords (/api/forgot-password, /api/reset-password): open to visitors, limited per address. */
export function recoveryRoutes(router: Router, deps: IdentityDeps, limits: RecoveryLimits): void {
  const forgotLimit = limiter(limits.forgotPerIp);
  const resetLimit = limiter(limits.resetPerIp);

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
      guard: (req) => forgotLimit(clientIp(req) ?? 'unknown'),
      body: forgotPasswordSchema,
      responses: { 200: messageAnswerSchema, 429: 'Too many requests from this address.' },
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
      guard: (req) => resetLimit(clientIp(req) ?? 'unknown'),
      body: resetPasswordSchema,
      responses: {
        200: messageAnswerSchema,
        400: `${recoveryMessages.tokenRequired} / ${recoveryMessages.tokenInvalid} / a password rule`,
        429: 'Too many requests from this address.',
      },
    },
    async ({ body }, _req, res) => {
      res.json(await resetPassword(deps, body));
    },
  );
}
