import type { QuizQuestion, QuizSubmissionPayload } from '@canopy/contracts';
import { msgKey } from '@canopy/i18n';
import { learnText } from '../../../i18n/useLearnT';

/** What the quiz form holds for one question: the chosen option, the ticked options, or the typed text. */
export type AnswerValue = string | string[] | null | false | undefined;
export type QuizFormValues = Record<string, AnswerValue>;

/** The form field of a question (react-hook-form names cannot be bare numbers). */
export const answerField = (questionId: number) => `q${questionId}`;

export const UNANSWERED_MESSAGE = msgKey('Please answer this question.');

/** The blank form: nothing chosen, nothing ticked, nothing typed. */
export function emptyAnswers(questions: readonly Pick<QuizQuestion, 'id' | 'type'>[]): QuizFormValues {
  return Object.fromEntries(
    questions.map((q) => [
      answerField(q.id),
      q.type === 'multiple_choice' ? [] : q.type === 'short_answer' ? '' : null,
    ]),
  );
}

/** The ticked options of a checkbox group (react-hook-form gives `false` when none of a group is ticked). */
function asList(value: AnswerValue): string[] {
  if (Array.isArray(value)) return value;
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/** Whether a question has an answer: an option chosen, at least one ticked, or text other than spaces. */
export function isAnswered(type: QuizQuestion['type'], value: AnswerValue): boolean {
  if (type === 'multiple_choice') return asList(value).length > 0;
  return typeof value === 'string' && value.trim() !== '';
}

/** The questions still without an answer, in quiz order. */
export function unansweredQuestions<Q extends Pick<QuizQuestion, 'id' | 'type'>>(
  questions: readonly Q[],
  values: QuizFormValues,
): Q[] {
  return questions.filter((q) => !isAnswered(q.type, values[answerField(q.id)]));
}

/** The body of POST /api/quizzes/{id}/submissions: one answer per question, in the shape its type takes. */
export function toSubmission(
  questions: readonly Pick<QuizQuestion, 'id' | 'type'>[],
  values: QuizFormValues,
): QuizSubmissionPayload {
  return {
    answers: questions.map((q) => {
      const value = values[answerField(q.id)];
      if (q.type === 'multiple_choice') return { questionId: q.id, answer: asList(value) };
      return { questionId: q.id, answer: typeof value === 'string' ? value.trim() : '' };
    }),
  };
}

/** The learner's answer as the result shows it ("A, C" for several options). */
export function answerText(type: QuizQuestion['type'], value: AnswerValue): string {
  const list =
    type === 'multiple_choice' ? asList(value) : asList(typeof value === 'string' ? value.trim() : value);
  return list.length === 0 ? learnText('No answer') : list.join(', ');
}
