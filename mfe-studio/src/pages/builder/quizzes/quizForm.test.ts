import { describe, expect, it } from 'vitest';
import { quizCreateSchema, quizMessages, type Quiz } from '@canopy/contracts';
import { answersFor, emptyQuestion, emptyQuiz, quizToForm, updateFrom } from './quizForm';

describe('the quiz editor’s values', () => {
  it('start with the default passing score and one single-choice question with two options', () => {
    const form = emptyQuiz(12);
    expect(form).toMatchObject({ lessonId: '12', passingScore: 70 });
    expect(form.questions).toEqual([
      { type: 'single_choice', question: '', options: ['', ''], correctAnswers: [], explanation: '' },
    ]);
    const messages = quizCreateSchema.safeParse(emptyQuiz(null)).error?.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Lesson is required',
        quizMessages.titleRequired,
        quizMessages.questionRequired,
        quizMessages.optionRequired,
      ]),
    );
  });

  it('keep what still makes sense when a question changes type', () => {
    const single = { type: 'single_choice' as const, options: ['A', 'B'], correctAnswers: ['B'] };
    const multiple = answersFor('multiple_choice', single);
    expect(multiple).toEqual({ options: ['A', 'B'], correctAnswers: ['B'] });
    expect(
      answersFor('single_choice', { ...single, type: 'multiple_choice', correctAnswers: ['A', 'B'] }),
    ).toEqual({ options: ['A', 'B'], correctAnswers: ['A'] });
    expect(answersFor('true_false', single)).toEqual({ options: ['True', 'False'], correctAnswers: [] });
    expect(answersFor('short_answer', single)).toEqual({ options: [], correctAnswers: [''] });
    expect(answersFor('single_choice', { type: 'short_answer', options: [], correctAnswers: ['x'] })).toEqual(
      {
        options: ['', ''],
        correctAnswers: [],
      },
    );
  });

  it('are the contract’s payload once filled in, and a stored quiz comes back as the same values', () => {
    const form = {
      ...emptyQuiz(3),
      title: ' Soil check ',
      questions: [
        {
          ...emptyQuestion(),
          question: 'Pick one',
          options: ['Leaves', 'Glass'],
          correctAnswers: ['Leaves'],
        },
        { ...emptyQuestion('true_false'), question: 'Air helps', correctAnswers: ['True'] },
        { ...emptyQuestion('short_answer'), question: 'Gas?', correctAnswers: ['oxygen', ''] },
      ],
    };
    const parsed = quizCreateSchema.parse(form);
    expect(parsed).toMatchObject({ lessonId: 3, title: 'Soil check', passingScore: 70 });
    expect(parsed.questions.map((q) => q.correctAnswers)).toEqual([['Leaves'], ['True'], ['oxygen']]);
    expect(updateFrom(parsed)).toEqual({
      title: 'Soil check',
      description: null,
      passingScore: 70,
      questions: parsed.questions,
    });

    const stored: Quiz = {
      id: 9,
      lessonId: 3,
      courseId: 1,
      title: 'Soil check',
      description: null,
      passingScore: 70,
      createdAt: '2026-01-01T00:00:00.000Z',
      canManage: true,
      attempts: [],
      passed: false,
      questions: parsed.questions
        .map((q, i) => ({ id: i + 1, orderIndex: i + 1, ...q, explanation: q.explanation ?? null }))
        .reverse(),
    };
    const back = quizToForm(stored);
    expect(back.questions.map((q) => q.question)).toEqual(['Pick one', 'Air helps', 'Gas?']);
    expect(quizCreateSchema.parse(back).questions).toEqual(parsed.questions);
  });
});
