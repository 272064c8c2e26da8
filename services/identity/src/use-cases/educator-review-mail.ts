import { recoveryMessages, type DomainEvent } from '@canopy/contracts';
import { mailText } from '../i18n/mail-text';
import type { Stores } from '../stores/stores';
import type { IdentityDeps } from './deps';

/**
 * Identity's own `educator.reviewed`, handled after the decision committed: the educator is told by mail. The
 * mail is queued (or kept in the local outbox without SMTP) in the transaction that records the event as
 * handled, so it exists exactly once; the mail worker sends it and retries while the server fails.
 */
export async function mailEducatorReview(
  deps: IdentityDeps,
  stores: Stores,
  event: DomainEvent<'educator.reviewed'>,
): Promise<void> {
  const { userId, decision, reason } = event.payload;
  const user = await stores.users.findById(userId);
  if (!user?.email) return;
  const t = mailText(user.language);
  const name = user.firstName?.trim() || user.username;
  const approved = decision === 'approved';
  const signIn = new URL('/auth', deps.settings.publicUrl).toString();
  const text = approved
    ? [
        t('Hello {{name}},', { name }),
        '',
        t(
          'Your Canopy educator account has been approved. You can now create courses and schedule live sessions.',
        ),
        '',
        t('Sign in: {{link}}', { link: signIn }),
      ]
    : [
        t('Hello {{name}},', { name }),
        '',
        t('Your application for a Canopy educator account was not approved.'),
        ...(reason ? ['', t('Reason given: {{reason}}', { reason })] : []),
        '',
        t('If you have questions, please contact support.'),
      ];
  await deps.mailer.send(
    {
      to: user.email,
      subject: t(
        approved ? recoveryMessages.educatorApprovedSubject : recoveryMessages.educatorRejectedSubject,
      ),
      text: text.join('\n'),
    },
    stores,
  );
}
