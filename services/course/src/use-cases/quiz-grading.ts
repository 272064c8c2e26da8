import type { QuizQuestionType } from '@canopy/contracts';

/* Grading a quiz answer, and the correct answer as a learner reads it once graded. */

/** How answers compare: exact for choices and true/false, case- and space-insensitive for short answers. */
function normaliseShort(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}

function asList(answer: string | boolean | string[] | undefined): string[] {
  if (answer === undefined) return [];
  if (Array.isArray(answer)) return answer.map((a) => a.trim());
  return [String(answer).trim()];
}

/** Whether one answer is right. Unanswered questions are wrong. */
export function gradeAnswer(
  type: QuizQuestionType,
  correctAnswers: string[],
  answer: string | boolean | string[] | undefined,
): boolean {
  const given = asList(answer).filter((a) => a.length > 0);
  if (given.length === 0) return false;
  switch (type) {
    case 'single_choice':
      return given.length === 1 && given[0] === correctAnswers[0];
    case 'true_false':
      return given.length === 1 && given[0]!.toLowerCase() === correctAnswers[0]!.toLowerCase();
    case 'multiple_choice': {
      const set = new Set(given);
      return set.size === correctAnswers.length && correctAnswers.every((c) => set.has(c));
    }
    case 'short_answer':
      return (
        given.length === 1 && correctAnswers.some((c) => normaliseShort(c) === normaliseShort(given[0]!))
      );
  }
}

/**
 * The correct answer as display text: the option for single choice and true/false, every right option for
 * multiple choice, and the accepted answers for short answers ("or" between them).
 */
export function correctAnswerText(type: QuizQuestionType, correctAnswers: string[]): string {
  if (type === 'short_answer') return correctAnswers.join(' or ');
  return correctAnswers.join(', ');
}
