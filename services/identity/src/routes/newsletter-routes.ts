import type { Router } from 'express';
import { messageAnswerSchema, newsletterSubscriptionSchema } from '@canopy/contracts';
import { defineRoute } from '@canopy/service-kit';
import type { IdentityDeps } from '../use-cases/deps';
import { subscribeToNewsletter } from '../use-cases/newsletter';

/** The footer's subscribe box; open to visitors. */
export function newsletterRoutes(router: Router, deps: IdentityDeps): void {
  defineRoute(
    router,
    {
      method: 'post',
      path: '/api/newsletter/subscriptions',
      summary: 'Subscribe an email address to the newsletter',
      description:
        'The same answer whether the address is new or already listed, so it never reveals who is subscribed. ' +
        'Limited per IP address by the gateway (429).',
      tags: ['Newsletter'],
      auth: 'public',
      body: newsletterSubscriptionSchema,
      responses: { 200: messageAnswerSchema, 429: 'Too many subscriptions from this address; try later.' },
    },
    async ({ user, body }, _req, res) => {
      res.json(await subscribeToNewsletter(deps, user, body));
    },
  );
}
