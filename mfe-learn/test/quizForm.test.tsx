// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { Quiz, QuizResult } from '@canopy/contracts';
import { ThemeProvider, Toaster } from '@canopy/ui';
import { QuizForm } from '../src/pages/lesson/quiz/QuizForm';

// A loaded CI machine (lint, builds and other suites at once) can take seconds for the first render.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

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
    {
      id: 22,
      type: 'multiple_choice',
      question: 'Builds structure?',
      options: ['Compost', 'Mulch'],
      orderIndex: 2,
    },
    { id: 23, type: 'true_false', question: 'Worms harm soil.', options: ['True', 'False'], orderIndex: 3 },
    { id: 24, type: 'short_answer', question: 'Decomposed matter?', options: [], orderIndex: 4 },
  ],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderForm(onGraded = vi.fn()) {
  render(
    <ThemeProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <MemoryRouter>
          <QuizForm quiz={quiz} courseId={3} onCancel={vi.fn()} onGraded={onGraded} />
          <Toaster />
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return onGraded;
}

const group = (n: number) => screen.getByRole('group', { name: new RegExp(`^Question ${n} of 4`) });

function answerAll() {
  fireEvent.click(screen.getByRole('radio', { name: 'Topsoil' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Compost' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Mulch' }));
  fireEvent.click(screen.getByRole('radio', { name: 'False' }));
  fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: ' compost ' } });
}

describe('Quiz form', () => {
  it(
    'puts each question in a labelled group and submits nothing unanswered',
    { timeout: 20_000 },
    async () => {
      const fetchSpy = vi.spyOn(globalThis, 'fetch');
      renderForm();
      expect(group(1).tagName).toBe('FIELDSET');
      expect(group(2).textContent).toContain('Select all that apply.');
      fireEvent.click(screen.getByRole('button', { name: 'Submit Quiz' }));
      expect(await screen.findAllByText('Please answer this question.')).toHaveLength(4);
      expect(screen.getByRole('alert').textContent).toContain('4 questions still need an answer');
      fireEvent.click(screen.getByRole('radio', { name: 'Topsoil' }));
      await waitFor(() => expect(screen.getAllByText('Please answer this question.')).toHaveLength(3));
      expect(fetchSpy).not.toHaveBeenCalled();
    },
  );

  it('posts one answer per question and hands over the graded result', { timeout: 20_000 }, async () => {
    const result: QuizResult = {
      submission: {
        id: 9,
        quizId: 5,
        score: 100,
        passed: true,
        submittedAt: '2026-01-01T00:00:00.000Z',
        feedback: null,
        feedbackProvidedAt: null,
      },
      passingScore: 70,
      results: quiz.questions.map((q) => ({
        questionId: q.id,
        correct: true,
        explanation: null,
        correctAnswer: null,
      })),
      progress: 100,
      courseCompleted: false,
      certificateCode: null,
    };
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(201, result));
    const onGraded = renderForm();
    answerAll();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    await waitFor(() => expect(onGraded).toHaveBeenCalled());
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/quizzes/5/submissions');
    expect(JSON.parse(String(init.body))).toEqual({
      answers: [
        { questionId: 21, answer: 'Topsoil' },
        { questionId: 22, answer: ['Compost', 'Mulch'] },
        { questionId: 23, answer: 'False' },
        { questionId: 24, answer: 'compost' },
      ],
    });
    expect(onGraded.mock.calls[0]![0]).toEqual(result);
  });

  it('shows an error toast when the submission fails', { timeout: 20_000 }, async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(403, { message: 'You must be enrolled in this course to take its quizzes' }),
    );
    const onGraded = renderForm();
    answerAll();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(await screen.findByText('Failed to submit quiz', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('You must be enrolled in this course to take its quizzes')).toBeTruthy();
    expect(onGraded).not.toHaveBeenCalled();
  });
});
