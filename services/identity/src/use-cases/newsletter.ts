import {
  newsletterMessages,
  type Identity,
  type MessageAnswer,
  type NewsletterSubscription,
} from '@canopy/contracts';
import type { IdentityDeps } from './deps';

/**
 * A visitor or a member asks for the newsletter. Subscribing twice is not an error, and the answer is the same
 * either way so the box cannot be used to find out who is subscribed.
 */
export async function subscribeToNewsletter(
  deps: IdentityDeps,
  who: Identity | null,
  request: NewsletterSubscription,
): Promise<MessageAnswer> {
  await deps.stores.newsletter.subscribe(request.email, who?.id ?? null);
  return { message: newsletterMessages.subscribed };
}
