import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_MODULE_DISPLAY_NAME,
  DEFAULT_PASSING_SCORE,
  quizCreateSchema,
  type QuizCreatePayload,
  type OutlineModule,
  TRUE_FALSE_OPTIONS,
  type Quiz,
  type QuizCreateInput,
  type QuizQuestionType,
  type QuizUpdateInput,
} from '@canopy/contracts';
import { msgKey } from '@canopy/i18n';
import { studioText } from '../../../i18n/useStudioT';

/*
 * The quiz editor's values: the contract's create payload with every field present, so the inputs are always
 * controlled. `correctAnswers` holds option texts (choices), 'True'/'False', or accepted texts (short answers),
 * as the contract takes them; the contract's schema validates the whole thing.
 */

export interface QuestionForm {
  type: QuizQuestionType;
  question: string;
  options: string[];
  correctAnswers: string[];
  explanation: string;
}

export interface QuizForm {
  lessonId: string;
  title: string;
  description: string;
  passingScore: number;
  questions: QuestionForm[];
}

// The editor's values are a narrower form of the contract's input (every field present, the lesson id as the
// select's text); this fails to compile if they ever stop being one.
const formFitsContract: QuizForm extends QuizCreatePayload ? true : never = true;
void formFitsContract;

/** The contract's quizCreateSchema as the editor's resolver: what it accepts, it turns into the API's payload. */
export const quizFormResolver = zodResolver(quizCreateSchema) as unknown as Resolver<
  QuizForm,
  unknown,
  QuizCreateInput
>;

/** Each question type's name (English keys of the studio's catalogue: `t(questionTypeLabels[type])`). */
export const questionTypeLabels: Record<QuizQuestionType, string> = {
  single_choice: msgKey('Single choice'),
  multiple_choice: msgKey('Multiple choice'),
  true_false: msgKey('True/False'),
  short_answer: msgKey('Short answer'),
};

/**
 * "Module 2: Soil Basics" (the module's own word, numbered in course order), in the current language. The default
 * word ('Module', stored when the educator chose none) is the platform's and translated; a word of their own is not.
 */
export function moduleLabel(module: Pick<OutlineModule, 'displayName' | 'title'>, index: number): string {
  const own = module.displayName && module.displayName !== DEFAULT_MODULE_DISPLAY_NAME;
  return `${own ? module.displayName : studioText('Module')} ${index + 1}: ${module.title}`;
}

export function isChoice(type: QuizQuestionType): boolean {
  return type === 'single_choice' || type === 'multiple_choice';
}

export function emptyQuestion(type: QuizQuestionType = 'single_choice'): QuestionForm {
  return { type, question: '', ...answersFor(type, null), explanation: '' };
}

export function emptyQuiz(lessonId: number | null): QuizForm {
  return {
    lessonId: lessonId === null ? '' : String(lessonId),
    title: '',
    description: '',
    passingScore: DEFAULT_PASSING_SCORE,
    questions: [emptyQuestion()],
  };
}

/**
 * The options and correct answers a question gets when its type changes: what still makes sense is kept (the
 * options between the two choice types, a single choice's answer), the rest starts empty.
 */
export function answersFor(
  type: QuizQuestionType,
  previous: Pick<QuestionForm, 'type' | 'options' | 'correctAnswers'> | null,
): Pick<QuestionForm, 'options' | 'correctAnswers'> {
  const fromChoice = previous !== null && isChoice(previous.type);
  switch (type) {
    case 'single_choice':
    case 'multiple_choice': {
      const options = fromChoice ? previous.options : ['', ''];
      const kept = fromChoice ? previous.correctAnswers : [];
      return { options, correctAnswers: type === 'single_choice' ? kept.slice(0, 1) : kept };
    }
    case 'true_false':
      return { options: [...TRUE_FALSE_OPTIONS], correctAnswers: [] };
    case 'short_answer':
      return { options: [], correctAnswers: [''] };
  }
}

/** A stored quiz as editor values. */
export function quizToForm(quiz: Quiz): QuizForm {
  return {
    lessonId: String(quiz.lessonId),
    title: quiz.title,
    description: quiz.description ?? '',
    passingScore: quiz.passingScore,
    questions: [...quiz.questions]
      .sort((a, b) => a.orderIndex - b.orderIndex)
      .map((q) => ({
        type: q.type,
        question: q.question,
        options: q.type === 'short_answer' ? [] : q.options,
        correctAnswers:
          q.type === 'short_answer' && !q.correctAnswers?.length ? [''] : (q.correctAnswers ?? []),
        explanation: q.explanation ?? '',
      })),
  };
}

/** The checked create payload as a PATCH: the lesson stays, an emptied description is cleared. */
export function updateFrom(input: QuizCreateInput): QuizUpdateInput {
  return {
    title: input.title,
    description: input.description ?? null,
    passingScore: input.passingScore,
    questions: input.questions,
  };
}
