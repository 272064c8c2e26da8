import type { DomainEventType } from '@canopy/contracts';

/**
 * The domain events the live-session service receives. Known without creating the service, so the launcher
 * can declare its consumer on the in-process bus before any service starts (an event emitted earlier waits for
 * it); the compiler holds service.ts's handlers to exactly this list.
 */
export const liveSessionHandledEvents = [
  'user.deleted',
  // Its own: notifications are written from the event, after the change, so they are retried on failure.
  'live_session.changed',
  // Notifications from the other domains.
  'educator.reviewed',
  'educator.registered',
  'course.review_changed',
  'quiz.feedback_given',
  'course.feedback_given',
  'forum.reply_posted',
  'forum.answer_marked',
] as const satisfies readonly DomainEventType[];
export type LiveSessionHandledEvent = (typeof liveSessionHandledEvents)[number];
