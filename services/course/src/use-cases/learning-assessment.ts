import {
  learningPreferenceMessages as m,
  type AssessmentQuestion,
  type AssessmentResponseInput,
  type AssessmentSession,
  type Identity,
  type LearningAssessment,
  type Paged,
} from '@canopy/contracts';
import { ConflictError, NotFoundError, ValidationError } from '@canopy/service-kit';
import type { Stores } from '../stores/stores';
import type { CourseDeps } from './deps';
import { recomputeInsights } from './learning-insights';
import { assessmentResult } from './preference-scoring';

/*
 * Taking the learning-preferences assessment: one assessment in progress per learner, answered one question at a
 * time (each answer a response row, so leaving and coming back resumes where the learner stopped), then completed
 * into scores and advice. A retake starts a new assessment; completed ones are kept as history.
 */

/** The questions to answer now and the answers that count: an answer to an older version of a question does not. */
async function sessionOf(stores: Stores, assessment: LearningAssessment): Promise<AssessmentSession> {
  const questions = await stores.questions.activeQuestions();
  const active = new Set(questions.map((q) => q.id));
  const responses = (await stores.assessments.responses(assessment.id)).filter((r) =>
    active.has(r.questionId),
  );
  return { assessment, questions, responses };
}

async function ownOpenAssessment(stores: Stores, actor: Identity, id: number): Promise<LearningAssessment> {
  const assessment = await stores.assessments.lock(id);
  // Another learner's assessment is answered as missing.
  if (!assessment || assessment.userId !== actor.id) throw new NotFoundError(m.assessmentNotFound);
  if (assessment.completedAt) throw new ConflictError(m.assessmentCompleted);
  return assessment;
}

/** GET /api/learning-preferences/questions: the active questions in order. */
export function activeQuestions(deps: CourseDeps): Promise<AssessmentQuestion[]> {
  return deps.stores.questions.activeQuestions();
}

/** POST /api/learning-preferences/assessments: the assessment in progress, or a new one. */
export async function startAssessment(
  deps: CourseDeps,
  actor: Identity,
): Promise<{ session: AssessmentSession; created: boolean }> {
  const { assessment, created } = await deps.stores.assessments.openAssessment(actor.id);
  return { session: await sessionOf(deps.stores, assessment), created };
}

/** GET /api/learning-preferences/assessments/current: the assessment in progress, or null. Never writes. */
export async function currentAssessment(
  deps: CourseDeps,
  actor: Identity,
): Promise<AssessmentSession | null> {
  const open = await deps.stores.assessments.findOpen(actor.id);
  return open ? sessionOf(deps.stores, open) : null;
}

/** PUT /api/learning-preferences/assessments/{id}/responses/{questionId}: answers (or re-answers) one question. */
export async function answerQuestion(
  deps: CourseDeps,
  actor: Identity,
  assessmentId: number,
  questionId: number,
  input: AssessmentResponseInput,
): Promise<AssessmentSession> {
  return deps.stores.transaction(async (tx) => {
    const assessment = await ownOpenAssessment(tx, actor, assessmentId);
    const question = await tx.questions.findQuestion(questionId);
    if (!question) throw new NotFoundError(m.questionNotFound);
    if (!question.isActive) throw new ConflictError(m.questionInactive);
    const place = question.options.indexOf(input.selectedOption);
    if (place < 0) throw new ValidationError(m.selectedOptionInvalid);
    await tx.assessments.saveResponse({
      assessmentId,
      questionId,
      userId: actor.id,
      selectedOption: input.selectedOption,
      responseValue: place + 1,
    });
    return sessionOf(tx, assessment);
  });
}

/**
 * POST /api/learning-preferences/assessments/{id}/complete: every active question answered, the result computed
 * and stored, and the learner's insights recomputed, in one transaction.
 */
export async function completeAssessment(
  deps: CourseDeps,
  actor: Identity,
  assessmentId: number,
): Promise<LearningAssessment> {
  return deps.stores.transaction(async (tx) => {
    const assessment = await ownOpenAssessment(tx, actor, assessmentId);
    const { questions, responses } = await sessionOf(tx, assessment);
    if (questions.length === 0) throw new ConflictError(m.noActiveQuestions);
    const byQuestion = new Map(responses.map((r) => [r.questionId, r]));
    if (questions.some((q) => !byQuestion.has(q.id))) throw new ConflictError(m.assessmentIncomplete);
    const result = assessmentResult(
      questions.map((q) => ({ question: q, responseValue: byQuestion.get(q.id)!.responseValue })),
    );
    const now = new Date();
    const completed = await tx.assessments.complete(assessmentId, result, now);
    if (!completed) throw new ConflictError(m.assessmentCompleted);
    await recomputeInsights(tx, actor.id, now);
    deps.logger.info({ userId: actor.id, assessmentId }, 'learning-preferences assessment completed');
    return completed;
  });
}

/** GET /api/learning-preferences/assessments/latest: the latest completed assessment, or null. */
export function latestAssessment(deps: CourseDeps, actor: Identity): Promise<LearningAssessment | null> {
  return deps.stores.assessments.latestCompleted(actor.id);
}

/** GET /api/learning-preferences/assessments: completed assessments, newest first. */
export async function assessmentHistory(
  deps: CourseDeps,
  actor: Identity,
  page: number,
  pageSize: number,
): Promise<Paged<LearningAssessment>> {
  const { items, total } = await deps.stores.assessments.history(actor.id, page, pageSize);
  return { items, total, page, pageSize };
}
