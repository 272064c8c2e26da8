// @vitest-environment jsdom
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { cleanup, configure, render, screen } from '@testing-library/react';
import { milestoneTextKeys, storedText, englishOf, type Milestone } from '@canopy/contracts';
import { changeLanguage } from '@canopy/i18n';
import { ThemeProvider } from '@canopy/ui';
import { MilestoneTimeline } from '../src/components/MilestoneTimeline';
import { learnMessagesEs } from '../src/i18n/messages.es';
import '../src/i18n/useLearnT';

configure({ asyncUtilTimeout: 15_000 });
afterEach(cleanup);
afterAll(() => changeLanguage('en'));

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Every English template a stored text may carry has Spanish, keeping its `{{...}}` places. */
function expectSpanishFor(keys: readonly string[]) {
  const missing = keys.filter((key) => !learnMessagesEs[key]);
  expect(missing).toEqual([]);
  for (const key of keys) expect(placeholders(learnMessagesEs[key]!), key).toEqual(placeholders(key));
}

const module = storedText('Module completed: {{moduleTitle}}', { moduleTitle: 'Suelos vivos' });
const milestone = (over: Partial<Milestone>): Milestone => ({
  id: 1,
  enrollmentId: 1,
  courseId: 1,
  userId: 1,
  type: 'lesson_completion',
  title: englishOf(module),
  description: 'You completed all 2 lessons of "Suelos vivos".',
  achievedAt: '2026-01-01T00:00:00.000Z',
  metadata: {},
  icon: 'check_circle',
  titleText: module,
  descriptionText: storedText('You completed all {{lessonCount}} lessons of "{{moduleTitle}}".', {
    lessonCount: 2,
    moduleTitle: 'Suelos vivos',
  }),
  ...over,
});

function renderTimeline(milestones: Milestone[]) {
  render(
    <ThemeProvider>
      <MilestoneTimeline milestones={milestones} />
    </ThemeProvider>,
  );
}

describe('stored texts in the learner area', () => {
  it('have Spanish for every milestone template', () => {
    expectSpanishFor(milestoneTextKeys);
  });

  it('show a milestone in Spanish from its template, and English as the service wrote it', async () => {
    await changeLanguage('es');
    renderTimeline([milestone({})]);
    expect(await screen.findByText('Módulo completado: Suelos vivos')).toBeTruthy();
    expect(screen.getByText('Completaste las 2 lecciones de "Suelos vivos".')).toBeTruthy();
    cleanup();
    // A milestone written before templates were stored stays as it was written.
    renderTimeline([milestone({ titleText: null, descriptionText: undefined })]);
    expect(screen.getByText('Module completed: Suelos vivos')).toBeTruthy();
    cleanup();
    await changeLanguage('en');
    renderTimeline([milestone({})]);
    expect(screen.getByText('Module completed: Suelos vivos')).toBeTruthy();
    expect(screen.getByText('You completed all 2 lessons of "Suelos vivos".')).toBeTruthy();
  });
});
