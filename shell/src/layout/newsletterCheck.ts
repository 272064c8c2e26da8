import { messages, newsletterSubscriptionSchema, type NewsletterSubscription } from '@canopy/contracts';

/** The footer's address checked with the contract: the payload to send, or the message to show. */
export function checkSubscription(
  email: string,
): { ok: true; payload: NewsletterSubscription } | { ok: false; message: string } {
  const parsed = newsletterSubscriptionSchema.safeParse({ email });
  if (parsed.success) return { ok: true, payload: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? messages.invalidEmail };
}
