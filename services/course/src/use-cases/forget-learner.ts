import type { DomainEvent } from '@canopy/contracts';
import type { Logger } from 'pino';
import type { Stores } from '../stores/stores';

/**
 * `user.deleted`: the account is gone, so is its learning record — enrollments, progress, milestones, quiz
 * attempts with their answers and the feedback given on them, learning-preference assessments and insights, and certificates (a certificate names a person who asked to be removed; its public verification then answers
 * "not found"). Courses the user taught are not touched here: identity refuses to delete an educator who
 * still owns courses with learners.
 */
export async function forgetLearner(stores: Stores, event: DomainEvent<'user.deleted'>, logger: Logger) {
  const removed = await stores.enrollments.removeLearner(event.payload.userId);
  const quizzes = await stores.quizzes.removeLearner(event.payload.userId);
  const assessments = await stores.assessments.removeLearner(event.payload.userId);
  const insights = await stores.insights.removeLearner(event.payload.userId);
  logger.info(
    { userId: event.payload.userId, ...removed, ...quizzes, assessments, insights },
    'deleted user’s learning record removed',
  );
}
