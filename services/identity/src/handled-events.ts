import type { DomainEventType } from '@canopy/contracts';

/**
 * The domain events the identity service receives. Exported so the launcher can declare every consumer on its
 * in-process bus before creating any service; it checks this against what the created service really handles.
 */
export const identityHandledEvents = [
  // Other services' administrative actions, gathered into the audit log.
  'admin.action_recorded',
  // Its own: the educator is mailed after the decision committed, so a failed send is retried.
  'educator.reviewed',
] as const satisfies readonly DomainEventType[];
export type IdentityHandledEvent = (typeof identityHandledEvents)[number];
