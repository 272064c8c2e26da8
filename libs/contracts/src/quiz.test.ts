import { describe, expect, it } from 'vitest';
import { courseUpdateSchema, moduleOrderSchema } from './course-studio';
import { quizCreateSchema, quizMessages, quizQuestionInputSchema } from './quiz';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('quiz payloads', () => {
  it('normalises each question type to its options and answer set', () => {
    expect(
      quizQuestionInputSchema.parse({ type: 'true_false', question: 'Soil is alive', correctAnswer: 'TRUE' }),
    ).toMatchObject({ options: ['True', 'False'], correctAnswers: ['True'] });
    expect(
      quizQuestionInputSchema.parse({
        type: 'short_answer',
        question: 'Name it',
        options: ['ignored'],
        correctAnswers: ['Compost', 'Compost', 'humus'],
      }),
    ).toMatchObject({ options: [], correctAnswers: ['Compost', 'humus'] });
    expect(
      quizQuestionInputSchema.parse({ question: 'Pick', options: ['A', 'B'], correctAnswer: 'B' }),
    ).toMatchObject({ type: 'single_choice', correctAnswers: ['B'] });
  });

  it('refuses what cannot be graded, with its message', () => {
    const q = (v: object) => firstMessage(quizQuestionInputSchema.safeParse({ question: 'Q', ...v }));
    expect(q({ options: ['A'], correctAnswer: 'A' })).toBe(quizMessages.optionsMin);
    expect(q({ type: 'multiple_choice', options: ['A', 'B'], correctAnswers: ['A', 'C'] })).toBe(
      quizMessages.correctAnswerNotOption,
    );
    expect(q({ type: 'true_false', correctAnswer: 'yes' })).toBe(quizMessages.trueFalseAnswer);
    expect(q({ type: 'short_answer', correctAnswers: [] })).toBe(quizMessages.correctAnswerRequired);
    expect(firstMessage(quizCreateSchema.safeParse({ lessonId: 1, title: 'T', questions: [] }))).toBe(
      quizMessages.questionsMin,
    );
    expect(
      quizCreateSchema.parse({
        lessonId: '3',
        title: 'T',
        questions: [{ question: 'Q', options: ['A', 'B'], correctAnswer: 'A' }],
      }).passingScore,
    ).toBe(70);
  });

  it('checks studio edits: an order lists each item once; an edit changes something', () => {
    expect(firstMessage(moduleOrderSchema.safeParse({ moduleIds: [1, 1] }))).toBe(
      'The new order must list every item exactly once',
    );
    expect(firstMessage(courseUpdateSchema.safeParse({}))).toBe('Nothing to update');
    expect(courseUpdateSchema.parse({ imageUrl: '', categoryIds: [2, 2, 5] })).toEqual({
      imageUrl: null,
      categoryIds: [2, 5],
    });
  });
});
