import { z } from 'zod';
import { messages } from './auth';

export const newsletterMessages = {
  subscribed: "You're on the list. We'll write about once a month, and every email has an unsubscribe link.",
} as const;

/** POST /api/newsletter/subscriptions — the footer's subscribe box. */
export const newsletterSubscriptionSchema = z.object({
  email: z
    .string({ error: messages.invalidEmail })
    .trim()
    .max(254, messages.invalidEmail)
    .email(messages.invalidEmail),
});
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;
