import {
  learningPreferenceMessages as m,
  type AssessmentQuestion,
  type AssessmentQuestionCreateInput,
  type AssessmentQuestionUpdateInput,
} from '@canopy/contracts';
import { ConflictError, NotFoundError } from '@canopy/service-kit';
import type { Stores } from '../stores/stores';
import type { CourseDeps } from './deps';

/*
 * Administering the questionnaire. A question is never changed in place: an edit inserts the next version of the
 * same lineage and retires the old row, so every stored answer still points at the wording and scale it answered.
 */

/** '1.0' → '2.0'; anything unreadable starts again from 2.0. */
export function nextVersion(version: string): string {
  const major = Number.parseInt(version, 10);
  return `${Number.isFinite(major) && major > 0 ? major + 1 : 1}.0`;
}

export function listQuestions(deps: CourseDeps, versions: 'latest' | 'all'): Promise<AssessmentQuestion[]> {
  return deps.stores.questions.listQuestions(versions);
}

/** POST /api/admin/assessment-questions: version 1.0, active, after the last question unless placed. */
export async function createQuestion(
  deps: CourseDeps,
  input: AssessmentQuestionCreateInput,
): Promise<AssessmentQuestion> {
  return deps.stores.transaction(async (tx) => {
    const orderIndex = input.orderIndex ?? (await tx.questions.nextOrderIndex());
    return tx.questions.insertQuestion({ ...input, orderIndex });
  });
}

/** The question, locked as the newest of its lineage: an older version is refused (only the newest changes). */
async function lockedNewest(tx: Stores, id: number): Promise<AssessmentQuestion> {
  const found = await tx.questions.findQuestion(id);
  if (!found) throw new NotFoundError(m.questionNotFound);
  const newest = await tx.questions.lockNewestOfLineage(found.lineageId);
  if (!newest || newest.id !== id) throw new ConflictError(m.questionSuperseded);
  return newest;
}

/** PATCH /api/admin/assessment-questions/{id}: the next version, active as the old one was; the old one retired. */
export async function editQuestion(
  deps: CourseDeps,
  id: number,
  changes: AssessmentQuestionUpdateInput,
): Promise<AssessmentQuestion> {
  return deps.stores.transaction(async (tx) => {
    const newest = await lockedNewest(tx, id);
    const next = await tx.questions.insertQuestion({
      questionText: changes.questionText ?? newest.questionText,
      questionType: changes.questionType ?? newest.questionType,
      category: changes.category ?? newest.category,
      options: changes.options ?? newest.options,
      weight: changes.weight ?? newest.weight,
      orderIndex: changes.orderIndex ?? newest.orderIndex,
      version: nextVersion(newest.version),
      isActive: newest.isActive,
      lineageId: newest.lineageId,
    });
    await tx.questions.setQuestionActive(newest.id, false);
    return next;
  });
}

/** POST /api/admin/assessment-questions/{id}/deactivate and /activate: only the newest version. */
export async function setQuestionActive(
  deps: CourseDeps,
  id: number,
  active: boolean,
): Promise<AssessmentQuestion> {
  return deps.stores.transaction(async (tx) => {
    await lockedNewest(tx, id);
    const saved = await tx.questions.setQuestionActive(id, active);
    if (!saved) throw new NotFoundError(m.questionNotFound);
    return saved;
  });
}
