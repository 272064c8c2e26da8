import { newsletterMessages, type Identity, type NewsletterSubscription } from '@canopy/contracts';
import type { NewsletterStore } from './newsletter-store';

/**
 * A visitor or a member asks for the newsletter. Subscribing twice is not an error, and the answer is the same
 * either way so the box cannot be used to find out who is subscribed.
 */
export async function subscribeToNewsletter(
  store: NewsletterStore,
  who: Identity | null,
  request: NewsletterSubscription,
): Promise<{ message: string }> {
  await store.subscribe(request.email, who?.id ?? null);
  return { message: newsletterMessages.subscribed };
}
