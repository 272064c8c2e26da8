import { z } from 'zod';
import { loginSchema, registrationSchema } from '../auth';
import { identityMessages } from '../identity-messages';
import {
  passkeyOptionsSchema,
  passkeyRegistrationAnswerSchema,
  passkeySummarySchema,
} from '../identity-answers';
import {
  passkeyAuthenticationResponseSchema,
  passkeyLoginOptionsSchema,
  passkeyMessages,
  passkeyRegistrationResponseSchema,
} from '../passkeys';
import { userSettingsSchema } from '../language';
import { publicUserSchema, userSchema } from '../user';
import { internalApi, internalCall, MAX_ROW_ID, rowId } from './internal-call';

/*
 * The identity service's internal API. Callers: the gateway (sign-in, sign-up, passkeys, the sessions' users in
 * batches), the course service (instructor names, whether an account may own a course), the forum (when an
 * account was made) and the live-session service (attendees' names, notification addresses).
 */

/**
 * The Redis channel (after REDIS_KEY_PREFIX) on which identity tells the gateways whose account changed: ids
 * ("4,17"), "*" (anything may have changed) or "~" (a heartbeat). Gateways that hear it keep a session's copy of
 * its user longer, and drop it the moment a notice names the user.
 */
export const USERS_CHANGED_CHANNEL = 'identity:users-changed';

/** Users per batched lookup (`GET /internal/users?ids=`, `GET /internal/users/owners?ids=`). */
export const MAX_USER_BATCH = 100;

/** `?ids=1,2,3` (or repeated `ids=`): positive integers, duplicates dropped, at most MAX_USER_BATCH. */
const idList = z
  .union([z.string(), z.array(z.string())], { error: identityMessages.idsRequired })
  .transform((raw, ctx) => {
    const parts = (Array.isArray(raw) ? raw : [raw])
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter((v) => v !== '');
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (parts.length === 0) return fail(identityMessages.idsRequired);
    const ids = parts.map((p) => (/^\d{1,10}$/.test(p) ? Number(p) : NaN));
    if (ids.some((n) => !(n >= 1 && n <= MAX_ROW_ID))) return fail('Invalid ids');
    const unique = [...new Set(ids)];
    if (unique.length > MAX_USER_BATCH) return fail(identityMessages.tooManyIds(MAX_USER_BATCH));
    return unique;
  });

const passkeyUserId = z.number({ error: identityMessages.userIdRequired }).int().positive().max(MAX_ROW_ID);
/** The challenge identity gave the browser, which the gateway kept in the session. */
const expectedChallenge = z
  .string({ error: identityMessages.challengeRequired })
  .min(16, passkeyMessages.invalidChallenge)
  .max(512, passkeyMessages.invalidChallenge)
  .regex(/^[A-Za-z0-9_-]+$/, passkeyMessages.invalidChallenge);

/** A new passkey's attestation, with whose it is and the challenge this browser was given. */
export const passkeyRegistrationVerificationSchema = z.object({
  userId: passkeyUserId,
  expectedChallenge,
  response: passkeyRegistrationResponseSchema,
});
export type PasskeyRegistrationVerification = z.output<typeof passkeyRegistrationVerificationSchema>;

/** A signed assertion and the challenge this browser was given. */
export const passkeyAuthenticationVerificationSchema = z.object({
  expectedChallenge,
  response: passkeyAuthenticationResponseSchema,
});
export type PasskeyAuthenticationVerification = z.output<typeof passkeyAuthenticationVerificationSchema>;

/** The user and since when their sessions count (sessions begun before were ended by a reset or suspension). */
export const sessionOwnerSchema = userSchema.extend({ sessionsValidFrom: z.string().nullable() });
export type SessionOwnerAnswer = z.infer<typeof sessionOwnerSchema>;

/** Sign-up's answer: the new user; `message` set when the account waits for an administrator (an educator). */
export const internalRegistrationSchema = z.object({ user: userSchema, message: z.string().optional() });
export type InternalRegistration = z.infer<typeof internalRegistrationSchema>;

const byId = z.object({ id: rowId });

export const identityInternalApi = internalApi('identity', {
  login: internalCall({
    method: 'post',
    path: '/internal/auth/login',
    summary: 'Checks a username and password; the user when they may sign in',
    callers: ['gateway'],
    body: loginSchema,
    answer: userSchema,
  }),
  register: internalCall({
    method: 'post',
    path: '/internal/auth/register',
    summary: 'Self-registration',
    callers: ['gateway'],
    body: registrationSchema,
    answer: internalRegistrationSchema,
    status: 201,
  }),
  /** Mounted only with ENABLE_TEST_LOGIN. */
  testLogin: internalCall({
    method: 'post',
    path: '/internal/auth/test-login',
    summary: 'Demo mode’s quick login as the demo educator',
    callers: ['gateway'],
    answer: userSchema,
  }),
  publicUsers: internalCall({
    method: 'get',
    path: '/internal/users',
    summary: 'What may be shown about several users; unknown ids are absent',
    callers: ['live-session'],
    query: z.object({ ids: idList }),
    answer: z.array(publicUserSchema),
  }),
  // Declared before `user`: mounted first, so `/internal/users/owners` is never read as a user id. Never kept:
  // it decides whether sessions still count.
  sessionOwners: internalCall({
    method: 'get',
    path: '/internal/users/owners',
    summary:
      'Several session owners at once (full users, with since when their sessions count); unknown ids are absent',
    callers: ['gateway'],
    query: z.object({ ids: idList }),
    answer: z.array(sessionOwnerSchema),
  }),
  // Never kept by default: it decides who may own a course and whether a session still counts. The gateway
  // refreshes sessions through `sessionOwners`; it stays a caller so a gateway of the previous release keeps
  // working during a rolling update.
  user: internalCall({
    method: 'get',
    path: '/internal/users/:id',
    summary: 'The full user, with since when their sessions count',
    callers: ['gateway', 'course', 'forum', 'live-session'],
    params: byId,
    answer: sessionOwnerSchema,
    nullWhenMissing: true,
  }),
  setLanguage: internalCall({
    method: 'post',
    path: '/internal/users/:id/language',
    summary: 'Sets the language a user chose; the user as it now is',
    callers: ['gateway'],
    params: byId,
    body: userSettingsSchema,
    answer: userSchema,
    nullWhenMissing: true,
  }),
  publicUser: internalCall({
    method: 'get',
    path: '/internal/users/:id/public',
    summary: 'What may be shown about one user (an instructor’s name)',
    callers: ['course'],
    params: byId,
    answer: publicUserSchema,
    nullWhenMissing: true,
    // Names on catalogue pages: a renamed instructor shows within a minute; a down identity is asked again
    // after ten seconds rather than on every page.
    cache: { ttlMs: 60_000, maxEntries: 2_000, keepMissing: true, failureTtlMs: 10_000 },
  }),
  passkeyRegistrationOptions: internalCall({
    method: 'post',
    path: '/internal/passkeys/registration/options',
    summary: 'WebAuthn options for registering a passkey (the challenge is the gateway’s to keep)',
    callers: ['gateway'],
    body: z.object({ userId: passkeyUserId }),
    answer: passkeyOptionsSchema,
  }),
  verifyPasskeyRegistration: internalCall({
    method: 'post',
    path: '/internal/passkeys/registration/verify',
    summary: 'Verifies and stores a new passkey',
    callers: ['gateway'],
    body: passkeyRegistrationVerificationSchema,
    answer: passkeyRegistrationAnswerSchema,
    status: 201,
  }),
  passkeyAuthenticationOptions: internalCall({
    method: 'post',
    path: '/internal/passkeys/authentication/options',
    summary: 'WebAuthn options for signing in with a passkey (usernameless without a username)',
    callers: ['gateway'],
    body: passkeyLoginOptionsSchema,
    answer: passkeyOptionsSchema,
  }),
  verifyPasskeyAuthentication: internalCall({
    method: 'post',
    path: '/internal/passkeys/authentication/verify',
    summary: 'Verifies a passkey assertion; the user when they may sign in',
    callers: ['gateway'],
    body: passkeyAuthenticationVerificationSchema,
    answer: userSchema,
  }),
  passkeys: internalCall({
    method: 'get',
    path: '/internal/users/:id/passkeys',
    summary: 'A user’s passkeys (never key material)',
    callers: ['gateway'],
    params: byId,
    answer: z.array(passkeySummarySchema),
  }),
});
