import { createHash, randomBytes } from 'node:crypto';
import {
  identityMessages,
  RESET_PASSWORD_PATH,
  RESET_TOKEN_TTL_MS,
  recoveryMessages,
  userAdminMessages,
  type ForgotPasswordPayload,
  type MessageAnswer,
  type ResetLinkAnswer,
  type ResetPasswordPayload,
} from '@canopy/contracts';
import { ConflictError, NotFoundError, ValidationError } from '@canopy/service-kit';
import { mailText } from '../i18n/mail-text';
import type { TransactionStores } from '../stores/stores';
import type { UserRecord } from '../stores/user-store';
import { recordAction } from './audit';
import type { IdentityDeps } from './deps';
import type { AdminRequest } from './user-administration';
import { actingAdmin } from './acting-admin';

/*
 * Account recovery: a reset link by mail, then a new password. Tokens are 256 random bits, stored only as their
 * sha-256 (a database leak gives no usable link), single-use, valid for an hour; one per account at a time (a
 * new link replaces the old). Setting the password ends every session of the account.
 */

/** At most one link per account per minute from the public form (the answer stays the same). */
const RESEND_AFTER_MS = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function resetMail(deps: IdentityDeps, user: UserRecord, token: string) {
  const link = new URL(RESET_PASSWORD_PATH, deps.settings.publicUrl);
  link.searchParams.set('token', token);
  // In the account's language: someone who cannot sign in still reads their own.
  const t = mailText(user.language);
  return {
    to: user.email!,
    subject: t(recoveryMessages.mailSubject),
    text: [
      t('Hello {{name}},', { name: user.firstName?.trim() || user.username }),
      '',
      t('Someone asked to reset the password of the Canopy account "{{username}}".', {
        username: user.username,
      }),
      t('Open this link to choose a new password (it works once, for one hour):'),
      '',
      link.toString(),
      '',
      t('If you did not ask for this, ignore this mail: your password stays as it is.'),
    ].join('\n'),
  };
}

/**
 * Makes a token for the user, stores its hash and queues the mail with the link, in the caller's transaction: a
 * link is mailed exactly when it works. The mail worker sends it (never the request), retrying while SMTP fails.
 */
async function issueLink(deps: IdentityDeps, tx: TransactionStores, user: UserRecord, now: Date) {
  const token = randomBytes(32).toString('base64url');
  await tx.users.setResetToken(user.id, hashToken(token), new Date(now.getTime() + RESET_TOKEN_TTL_MS));
  await deps.mailer.send(resetMail(deps, user, token), tx);
}

/**
 * POST /api/forgot-password. The same answer whether or not the address belongs to an account (or to several:
 * each gets its own link); suspended and rejected accounts get none, and a link that could not be issued is
 * only logged.
 */
export async function requestPasswordReset(
  deps: IdentityDeps,
  { email }: ForgotPasswordPayload,
): Promise<MessageAnswer> {
  const now = new Date();
  for (const user of await deps.stores.users.findByEmail(email)) {
    if (user.status === 'suspended' || user.status === 'rejected') continue;
    const issuedAt = user.resetTokenExpiry ? user.resetTokenExpiry.getTime() - RESET_TOKEN_TTL_MS : 0;
    if (now.getTime() - issuedAt < RESEND_AFTER_MS) continue;
    try {
      await deps.stores.transaction((tx) => issueLink(deps, tx, user, now));
    } catch (err) {
      deps.logger.error({ err, userId: user.id }, 'password reset link could not be issued');
    }
  }
  return { message: recoveryMessages.linkRequested };
}

/** POST /api/reset-password: a valid, unused, unexpired token sets the password and ends all sessions. */
export async function resetPassword(
  deps: IdentityDeps,
  { token, password }: ResetPasswordPayload,
): Promise<MessageAnswer> {
  const now = new Date();
  const tokenHash = hashToken(token);
  const user = await deps.stores.users.findByResetToken(tokenHash, now);
  if (!user) throw new ValidationError(recoveryMessages.tokenInvalid);
  const passwordHash = await deps.passwords.hash(password);
  // Conditional on the token still being there: of two uses at once, one wins.
  const changed = await deps.stores.users.resetPassword(user.id, tokenHash, passwordHash, new Date());
  if (!changed) throw new ValidationError(recoveryMessages.tokenInvalid);
  return { message: recoveryMessages.passwordChanged };
}

/** POST /api/users/{id}/send-reset-link: an administrator sends a user a reset link (audited). */
export async function sendResetLink(
  deps: IdentityDeps,
  req: AdminRequest,
  id: number,
): Promise<ResetLinkAnswer> {
  const admin = await actingAdmin(deps, req.identity);
  const user = await deps.stores.users.findById(id);
  if (!user) throw new NotFoundError(identityMessages.userNotFound);
  if (!user.email) throw new ConflictError(userAdminMessages.resetLinkNoEmail);
  await deps.stores.transaction(async (tx) => {
    await issueLink(deps, tx, user, new Date());
    await recordAction(tx.audit, { admin, ip: req.ip }, 'user.reset_link_sent', { type: 'user', id }, null, {
      email: user.email,
      delivery: deps.mailer.delivery,
    });
  });
  return { message: userAdminMessages.resetLinkSent, delivery: deps.mailer.delivery };
}
