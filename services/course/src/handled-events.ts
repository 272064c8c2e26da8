import type { DomainEventType } from '@canopy/contracts';

/**
 * The domain events the course service receives. Known without creating the service, so whoever wires
 * EVENT_SUBSCRIBERS (the launcher, a deployment) can do it before any service starts; the compiler holds
 * service.ts's handlers to exactly this list.
 */
export const courseHandledEvents = [
  'user.deleted',
  'forum.contribution_made',
] as const satisfies readonly DomainEventType[];
export type CourseHandledEvent = (typeof courseHandledEvents)[number];
