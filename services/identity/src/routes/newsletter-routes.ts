import type { Router } from 'express';
import { newsletterSubscriptionSchema } from '@canopy/contracts';
import { validate } from '@canopy/service-kit';
import type { NewsletterStore } from '../newsletter/newsletter-store';
import { subscribeToNewsletter } from '../newsletter/subscribe-to-newsletter';

/** The footer's subscribe box; open to visitors. */
export function newsletterRoutes(router: Router, store: NewsletterStore): void {
  router.post('/api/newsletter/subscriptions', async (req, res) => {
    const body = validate(newsletterSubscriptionSchema, req.body);
    res.json(await subscribeToNewsletter(store, req.identity, body));
  });
}
