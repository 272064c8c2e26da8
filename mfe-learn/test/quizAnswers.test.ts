import { describe, expect, it } from 'vitest';
import {
  answerField,
  answerText,
  emptyAnswers,
  isAnswered,
  toSubmission,
  unansweredQuestions,
} from '../src/pages/lesson/quiz/quizAnswers';

const questions = [
  { id: 1, type: 'single_choice' as const },
  { id: 2, type: 'multiple_choice' as const },
  { id: 3, type: 'true_false' as const },
  { id: 4, type: 'short_answer' as const },
];

describe('quiz answers', () => {
  it('starts blank and counts every question as unanswered', () => {
    const blank = emptyAnswers(questions);
    expect(blank).toEqual({ q1: null, q2: [], q3: null, q4: '' });
    expect(unansweredQuestions(questions, blank).map((q) => q.id)).toEqual([1, 2, 3, 4]);
  });

  it('treats spaces and an empty checkbox group (false) as no answer', () => {
    expect(isAnswered('short_answer', '   ')).toBe(false);
    expect(isAnswered('multiple_choice', false)).toBe(false);
    expect(isAnswered('multiple_choice', ['A'])).toBe(true);
    expect(isAnswered('true_false', 'False')).toBe(true);
  });

  it('sends one answer per question in the shape of its type', () => {
    const values = { [answerField(1)]: 'B', q2: ['A', 'C'], q3: 'True', q4: '  compost  ' };
    expect(toSubmission(questions, values)).toEqual({
      answers: [
        { questionId: 1, answer: 'B' },
        { questionId: 2, answer: ['A', 'C'] },
        { questionId: 3, answer: 'True' },
        { questionId: 4, answer: 'compost' },
      ],
    });
  });

  it('shows the learner their own answer after grading', () => {
    expect(answerText('multiple_choice', ['A', 'C'])).toBe('A, C');
    expect(answerText('short_answer', ' loam ')).toBe('loam');
    expect(answerText('single_choice', null)).toBe('No answer');
  });
});
