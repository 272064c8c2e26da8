// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Quiz, QuizResult } from '@canopy/contracts';
import { ThemeProvider } from '@canopy/ui';
import { QuizResultView } from '../src/pages/lesson/quiz/QuizResultView';

afterEach(cleanup);

const quiz: Quiz = {
  id: 5,
  lessonId: 12,
  courseId: 3,
  title: 'Soil basics',
  description: null,
  passingScore: 70,
  createdAt: '2026-01-01T00:00:00.000Z',
  canManage: false,
  attempts: [],
  passed: false,
  questions: [
    {
      id: 21,
      type: 'single_choice',
      question: 'Richest layer?',
      options: ['Topsoil', 'Subsoil'],
      orderIndex: 1,
    },
    { id: 22, type: 'true_false', question: 'Worms harm soil.', options: ['True', 'False'], orderIndex: 2 },
  ],
};

const result: QuizResult = {
  submission: {
    id: 9,
    quizId: 5,
    score: 50,
    passed: false,
    submittedAt: '2026-01-01T00:00:00.000Z',
    feedback: null,
    feedbackProvidedAt: null,
  },
  passingScore: 70,
  results: [
    { questionId: 22, correct: true, explanation: null, correctAnswer: null },
    { questionId: 21, correct: false, explanation: 'Topsoil holds the humus.', correctAnswer: 'Topsoil' },
  ],
  progress: 40,
  courseCompleted: false,
  certificateCode: null,
};

describe('Quiz result', () => {
  it(
    'shows the correct answer of each question answered wrongly, and only those',
    { timeout: 20_000 },
    () => {
      render(
        <ThemeProvider>
          <MemoryRouter>
            <QuizResultView
              quiz={quiz}
              result={result}
              answers={{ q21: 'Subsoil', q22: 'False' }}
              onRetake={vi.fn()}
              onClose={vi.fn()}
            />
          </MemoryRouter>
        </ThemeProvider>,
      );
      const items = within(screen.getByRole('list', { name: 'Your answers' })).getAllByRole('listitem');
      expect(items).toHaveLength(2);
      // In the quiz's order, whatever order the server answered in.
      expect(items[0]!.textContent).toContain('Richest layer?');
      expect(items[0]!.textContent).toContain('Incorrect');
      expect(items[0]!.textContent).toContain('Correct answer: Topsoil');
      expect(items[0]!.textContent).toContain('Explanation: Topsoil holds the humus.');
      expect(items[1]!.textContent).toContain('Correct');
      expect(items[1]!.textContent).not.toContain('Correct answer:');
    },
  );
});
