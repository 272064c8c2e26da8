import { learningPreferenceMessages, type Identity, type LearningInsight } from '@canopy/contracts';
import { NotFoundError } from '@canopy/service-kit';
import type { Stores } from '../stores/stores';
import type { CourseDeps } from './deps';
import { insightDrafts, PACE_WINDOW_MS } from './insight-rules';

/*
 * A learner's insights are recomputed in the transaction of each event that changes what they rest on — a
 * completed lesson, a submitted quiz, a changed goal, an enrolment, a completed assessment — never on read.
 */

/** Recomputes the learner's insights from their latest assessment and activity, inside the caller's transaction. */
export async function recomputeInsights(tx: Stores, userId: number, now: Date): Promise<void> {
  // Two events of one learner (two tabs, two courses) recompute one after the other, each from committed facts.
  await tx.insights.lockLearner(userId);
  const assessment = await tx.assessments.latestCompleted(userId);
  const facts = await tx.insights.activityFacts(userId, new Date(now.getTime() - PACE_WINDOW_MS));
  await tx.insights.replace(userId, insightDrafts(assessment, facts, now), now);
}

/** GET /api/learning-insights: the caller's active insights; with a course, that course's and the general ones. */
export function listInsights(
  deps: CourseDeps,
  actor: Identity,
  courseId?: number,
): Promise<LearningInsight[]> {
  return deps.stores.insights.listActive(actor.id, courseId);
}

/** POST /api/learning-insights/{id}/dismiss: hidden until what it found changes. Another's insight is missing. */
export async function dismissInsight(
  deps: CourseDeps,
  actor: Identity,
  id: number,
): Promise<LearningInsight> {
  const insight = await deps.stores.insights.dismiss(actor.id, id);
  if (!insight) throw new NotFoundError(learningPreferenceMessages.insightNotFound);
  return insight;
}
