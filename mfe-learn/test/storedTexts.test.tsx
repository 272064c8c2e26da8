// @vitest-environment jsdom
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { cleanup, configure, render, screen } from '@testing-library/react';
import {
  adviceTexts,
  assessmentSummaryTemplate,
  countedValues,
  englishOf,
  insightTemplates,
  insightTextKeys,
  insightWordKeys,
  milestoneTextKeys,
  seededAssessmentOptions,
  seededAssessmentQuestions,
  seededCategoryNames,
  storedText,
  assessmentSummary,
  type LearningAssessment,
  type Milestone,
} from '@canopy/contracts';
import { changeLanguage, translateStored } from '@canopy/i18n';
import { ThemeProvider } from '@canopy/ui';
import { CategoryTiles } from '../src/components/CategoryTiles';
import { MilestoneTimeline } from '../src/components/MilestoneTimeline';
import { seededText } from '../src/lib/seededText';
import { assessmentSummaryText } from '../src/lib/assessmentSummaryText';
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
    const one = storedText('You completed all {{lessonCount}} lessons of "{{moduleTitle}}".', {
      lessonCount: 1,
      moduleTitle: 'Suelos vivos',
    });
    renderTimeline([milestone({ description: englishOf(one), descriptionText: one })]);
    expect(screen.getByText('Completaste la única lección de "Suelos vivos".')).toBeTruthy();
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

  it('have Spanish for every seeded category and questionnaire text and every fixed advice', () => {
    expectSpanishFor([
      ...seededCategoryNames,
      ...seededAssessmentQuestions,
      ...seededAssessmentOptions,
      ...adviceTexts,
    ]);
  });

  it('show seeded rows in Spanish by their English, and rows an administrator added as written', async () => {
    await changeLanguage('es');
    expect(seededText('Strongly agree')).toBe('Totalmente de acuerdo');
    expect(seededText('A question an administrator wrote')).toBe('A question an administrator wrote');
    const categories = [
      { id: 6, name: 'Sustainability', description: null, icon: 'eco', courseCount: 1 },
      { id: 20, name: 'Beekeeping', description: null, icon: null, courseCount: 2 },
    ];
    const tiles = () =>
      render(
        <ThemeProvider>
          <CategoryTiles categories={categories} totalCount={1} selectedId={null} onSelect={() => {}} />
        </ThemeProvider>,
      );
    tiles();
    expect(await screen.findByText('Sostenibilidad')).toBeTruthy();
    expect(screen.getByText('Beekeeping')).toBeTruthy();
    cleanup();
    await changeLanguage('en');
    tiles();
    expect(screen.getByText('Sustainability')).toBeTruthy();
    expect(seededText('Strongly agree')).toBe('Strongly agree');
  });
});

const assessment = {
  visualScore: 60,
  auditoryScore: 20,
  readingWritingScore: 30,
  kinestheticScore: 80,
  confidenceScore: 40,
  primaryStyle: 'kinesthetic',
  secondaryStyle: 'visual',
  personalizedInsights: englishOf(
    assessmentSummary({
      primary: 'hands-on practice',
      primaryScore: 80,
      secondary: 'visual',
      secondaryScore: 60,
      confidence: 40,
    }),
  ),
} as LearningAssessment;

describe('insight texts in the learner area', () => {
  afterAll(() => changeLanguage('en'));

  it('have Spanish for every insight template and for the words they nest', () => {
    const missing = [...insightTextKeys, ...insightWordKeys, assessmentSummaryTemplate].filter(
      (key) => !learnMessagesEs[key] && !learnMessagesEs[`${key}_other`],
    );
    expect(missing).toEqual([]);
  });

  it('say counted phrases and preference names in Spanish, and keep the English as the service wrote it', async () => {
    const pace = (lessons: number) =>
      storedText(insightTemplates.paceDescription, {
        ...countedValues('lessons', lessons, 'lesson'),
        courseTitle: 'Suelos',
        ...countedValues('minutes', 45, 'minute'),
        ...countedValues('hours', 1, 'hour'),
      });
    const preference = storedText(insightTemplates.preference, {
      primary: 'visual',
      secondary: 'hands-on practice',
    });
    await changeLanguage('es');
    expect(translateStored(pace(1), englishOf(pace(1)))).toBe(
      'En los últimos 7 días completaste 1 lección en Suelos, unos 45 minutos según la duración indicada de las ' +
        'lecciones, frente a tu objetivo de 1 hora por semana.',
    );
    expect(translateStored(pace(3), englishOf(pace(3)))).toContain('completaste 3 lecciones en Suelos');
    expect(translateStored(preference, englishOf(preference))).toBe(
      'Prefieres lo visual y la práctica directa',
    );
    // A course title that looks like nesting is shown as written, not translated.
    const odd = storedText(insightTemplates.activity, { courseTitle: '$t(lesson, {"count": 2})' });
    expect(translateStored(odd, englishOf(odd))).toBe('Retoma $t(lesson, {"count": 2})');
    await changeLanguage('en');
    expect(translateStored(pace(1), englishOf(pace(1)))).toBe(englishOf(pace(1)));
    expect(assessmentSummaryText(assessment)).toBe(assessment.personalizedInsights);
  });
});
