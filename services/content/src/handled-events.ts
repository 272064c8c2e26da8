import type { DomainEventType } from '@canopy/contracts';

/**
 * The domain events the content service receives. Known without creating the service, so the launcher
 * can declare its consumer on the in-process bus before any service starts (an event emitted earlier waits for
 * it); the compiler holds service.ts's handlers to exactly this list.
 */
export const contentHandledEvents = ['user.deleted'] as const satisfies readonly DomainEventType[];
export type ContentHandledEvent = (typeof contentHandledEvents)[number];
