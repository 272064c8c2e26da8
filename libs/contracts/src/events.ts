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
  /**
   * identity: someone registered as an educator and waits for approval (in the same transaction as the sign-up);
   * live-session tells administrators' open pages, whose pending-educator badge then refetches.
   */
  'educator.registered': z.object({ userId: z.number().int().positive() }),
  /**
   * identity: an administrator approved or rejected a pending educator; live-session notifies the educator
   * (in-app), identity mails them when SMTP is configured.
   */
  'educator.reviewed': z.object({
    userId: z.number().int().positive(),
    decision: z.enum(['approved', 'rejected']),
    reason: z.string().max(1000).nullable(),
    actorId: z.number().int().positive(),
  }),
  /**
   * course: a course changed review status (submitted, approved, rejected, sent back), in the same transaction
   * as the transition; live-session notifies the owning educator of decisions.
   */
  'course.review_changed': z.object({
    courseId: z.number().int().positive(),
    courseTitle: z.string(),
    educatorId: z.number().int().positive(),
    transition: z.enum(['submitted', 'approved', 'rejected', 'sent_back']),
    reason: z.string().max(1000).nullable(),
    actorId: z.number().int().positive(),
  }),
  /** course: an educator left feedback on a learner's quiz submission; live-session notifies the learner. */
  'quiz.feedback_given': z.object({
    learnerId: z.number().int().positive(),
    courseId: z.number().int().positive(),
    quizId: z.number().int().positive(),
    submissionId: z.number().int().positive(),
    lessonId: z.number().int().positive(),
  }),
  /**
   * course: an educator (or an administrator) gave a learner feedback on the course, a lesson, their reflection
   * or their goal (quiz submissions have `quiz.feedback_given`); live-session notifies the learner, pointing at
   * the lesson for lesson feedback and at the course's Feedback tab otherwise.
   */
  'course.feedback_given': z.object({
    feedbackId: z.number().int().positive(),
    learnerId: z.number().int().positive(),
    courseId: z.number().int().positive(),
    courseTitle: z.string(),
    feedbackType: z.enum(['course', 'lesson', 'reflection', 'goal']),
    lessonId: z.number().int().positive().nullable(),
  }),
  /**
   * forum: someone replied in a discussion (not its author) or marked a reply as the answer; live-session
   * notifies the discussion's author or the reply's author.
   */
  'forum.reply_posted': z.object({
    discussionId: z.number().int().positive(),
    /** The discussion's topic: its page is /forum/topics/{topicId}/discussions/{discussionId}. */
    topicId: z.number().int().positive(),
    discussionTitle: z.string(),
    discussionAuthorId: z.number().int().positive(),
    replyId: z.number().int().positive(),
    replyAuthorId: z.number().int().positive(),
  }),
  'forum.answer_marked': z.object({
    discussionId: z.number().int().positive(),
    topicId: z.number().int().positive(),
    discussionTitle: z.string(),
    replyId: z.number().int().positive(),
    replyAuthorId: z.number().int().positive(),
  }),
  /**
   * any service: an administrator did something (identity: user edits, suspensions, deletions, approvals;
   * course: reviews; forum: moderation). The service that keeps the audit log (identity) gathers them.
   */
  'admin.action_recorded': z.object({
    actorId: z.number().int().positive(),
    action: z.string().min(1).max(100),
    targetType: z.string().min(1).max(50),
    targetId: z.string().min(1).max(100),
    previousValue: z.unknown().nullable(),
    newValue: z.unknown().nullable(),
    ipAddress: z.string().max(100).nullable(),
    occurredAt: z.iso.datetime({ offset: true }),
  }),
} as const;

export type DomainEventType = keyof typeof domainEventSchemas;
export type DomainEventPayload<T extends DomainEventType> = z.infer<(typeof domainEventSchemas)[T]>;

export function isDomainEventType(type: string): type is DomainEventType {
  return Object.hasOwn(domainEventSchemas, type);
}

/** What travels on the event engine: the body of a JetStream message, or the in-process bus's call. */
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
