import type { DomainEventType } from '@canopy/contracts';

/**
 * The domain events the live-session service receives. Known without creating the service, so whoever wires
 * EVENT_SUBSCRIBERS (the launcher, a deployment) can do it before any service starts; the compiler holds
 * service.ts's handlers to exactly this list.
 */
export const liveSessionHandledEvents = ['user.deleted'] as const satisfies readonly DomainEventType[];
export type LiveSessionHandledEvent = (typeof liveSessionHandledEvents)[number];
