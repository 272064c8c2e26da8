import { z } from 'zod';

/**
 * Domain events: what one service tells the others. Each type's payload is a schema here, so the sender and
 * every receiver agree on it; receivers refuse (400) a payload that does not parse, and the sender then gives
 * that delivery up instead of retrying it forever. Add a type here before emitting it.
 */
export const domainEventSchemas = {
  /** identity: an administrator deleted an account; every service removes or anonymises what it holds. */
  'user.deleted': z.object({ userId: z.number().int().positive() }),
  /**
   * forum: a member's first discussion or reply in a course's forum (once per member and course), in the same
   * transaction as the post; the course service records the learner's `discussion_contribution` milestone.
   */
  'forum.contribution_made': z.object({
    userId: z.number().int().positive(),
    courseId: z.number().int().positive(),
    discussionId: z.number().int().positive(),
  }),
  /**
   * live-session: a session was scheduled, edited or cancelled (in the same transaction as the change); the
   * live-session service itself notifies a course session's enrolled learners from it.
   */
  'live_session.changed': z.object({
    sessionId: z.number().int().positive(),
    courseId: z.number().int().positive().nullable(),
    instructorId: z.number().int().positive(),
    title: z.string(),
    startTime: z.iso.datetime({ offset: true }),
    change: z.enum(['scheduled', 'updated', 'cancelled']),
  }),
} as const;

export type DomainEventType = keyof typeof domainEventSchemas;
export type DomainEventPayload<T extends DomainEventType> = z.infer<(typeof domainEventSchemas)[T]>;

export function isDomainEventType(type: string): type is DomainEventType {
  return Object.hasOwn(domainEventSchemas, type);
}

/** What travels over HTTP to a receiver's `POST /internal/events`. */
export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().min(1).max(100),
  source: z.string().min(1).max(50),
  occurredAt: z.iso.datetime({ offset: true }),
  payload: z.unknown(),
});
export type EventEnvelope = z.infer<typeof eventEnvelopeSchema>;

export type DomainEvent<T extends DomainEventType = DomainEventType> = Omit<
  EventEnvelope,
  'payload' | 'type'
> & {
  type: T;
  payload: DomainEventPayload<T>;
};

/** The header a creating POST carries so that a retried request is answered once (service-kit keeps 24 h). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
