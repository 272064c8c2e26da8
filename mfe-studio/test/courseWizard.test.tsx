// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  contentMessages,
  courseMessages,
  storyPhases,
  storyTemplateNames,
  storyTemplates,
  wizardCourseSchema,
} from '@canopy/contracts';
import { DeclaredPathsContext, type DeclaredPaths } from '@canopy/auth';
import { ThemeProvider, Toaster } from '@canopy/ui';
import CourseWizardPage from '../src/pages/CourseWizardPage';
import {
  coursePayload,
  emptyWizard,
  modulePayloads,
  nextStep,
  outlineModules,
  previousStep,
  stepFields,
  wizardStepSchema,
  wizardTexts,
} from '../src/lib/courseWizard';
import { storyTemplateOutlines, templateOutline } from '../src/lib/storyTemplates';

configure({ asyncUtilTimeout: 15_000 });

// Radix measures some controls; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('the story templates', () => {
  it('are the five of the specification, each with its six phases in journey order', () => {
    expect(storyTemplateOutlines.map((t) => [t.template, t.name])).toEqual([
      ['sustainability', 'Transformation Journey'],
      ['cooking', 'Culinary Adventure'],
      ['gardening', 'Seasonal Growth'],
      ['spiritual', 'Inner Journey'],
      ['traditional', 'Progressive Learning'],
    ]);
    for (const template of storyTemplates) {
      const outline = templateOutline(template);
      expect(outline.name).toBe(storyTemplateNames[template]);
      expect(outline.phases.map((p) => p.phase)).toEqual([...storyPhases]);
      expect(new Set(outline.phases.map((p) => p.title)).size).toBe(6);
      for (const p of outline.phases) expect(p.description.length).toBeGreaterThan(10);
    }
  });

  it('pre-fill the module outline and the course phases of the payload', () => {
    const modules = outlineModules('gardening');
    expect(modules.map((m) => m.title)).toEqual([
      'Preparing the Ground',
      'Spring Planting',
      'Summer Challenges',
      'Harvest',
      'Autumn Renewal',
      'Winter Planning',
    ]);
    const form = {
      ...emptyWizard,
      storyTemplate: 'gardening' as const,
      modules,
      title: 'Grow your own food',
      description: 'A season by season guide to a kitchen garden.',
      categoryIds: [12, 11],
    };
    const payload = coursePayload(form);
    expect(payload).toMatchObject({ storyTemplate: 'gardening', categoryId: 12, categoryIds: [12, 11] });
    expect(payload.awakeningPhase).toBe(modules[0]!.description);
    expect(payload.legacyPhase).toBe(modules[5]!.description);
    // What is sent passes the contract's own schema.
    expect(wizardCourseSchema.safeParse(payload).success).toBe(true);
    expect(modulePayloads(form, 7).map((m) => [m.courseId, m.orderIndex, m.storyPhase])).toEqual(
      storyPhases.map((phase, i) => [7, i + 1, phase]),
    );
    // The YouTube path creates no modules and sends the video link.
    const video = { ...form, method: 'youtube' as const, youtubeUrl: 'https://youtu.be/abcdefghijk' };
    expect(modulePayloads(video, 7)).toEqual([]);
    expect(coursePayload(video)).toMatchObject({ youtubeUrl: 'https://youtu.be/abcdefghijk' });
    expect(coursePayload(video).storyTemplate).toBeUndefined();
  });
});

describe('the wizard steps', () => {
  it('check only the fields of their own step, with the specification’s messages', () => {
    expect(messagesOf(wizardStepSchema(1, 'manual').safeParse(emptyWizard))).toEqual([
      wizardTexts.templateRequired,
    ]);
    expect(
      messagesOf(wizardStepSchema(1, 'youtube').safeParse({ youtubeUrl: 'https://vimeo.com/1' })),
    ).toEqual([courseMessages.youtubeUrlInvalid]);
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(wizardStepSchema(1, 'youtube').safeParse({ youtubeUrl: url }).success).toBe(true);
    }
    expect(
      messagesOf(wizardStepSchema(2, 'manual').safeParse({ title: 'Abcd', description: 'short' })),
    ).toEqual([courseMessages.courseTitleMin, courseMessages.descriptionMin]);
    expect(
      wizardStepSchema(2, 'manual').safeParse({ title: 'Abcde', description: 'x'.repeat(20) }).success,
    ).toBe(true);
    expect(
      messagesOf(wizardStepSchema(3, 'manual').safeParse({ level: 'beginner', categoryIds: [] })),
    ).toEqual([courseMessages.categoriesMin]);
    expect(
      messagesOf(wizardStepSchema(3, 'manual').safeParse({ level: 'beginner', categoryIds: [1, 2, 3, 4] })),
    ).toEqual([courseMessages.categoriesMax]);
    expect(stepFields(1, 'manual')).toEqual(['storyTemplate', 'modules']);
    expect(stepFields(1, 'youtube')).toEqual(['youtubeUrl']);
    expect([nextStep(1), nextStep(2), nextStep(3), previousStep(3), previousStep(1)]).toEqual([
      2, 3, 3, 2, 1,
    ]);
  });
});

/* ---------- the wizard page in the browser (jsdom) ---------- */

const categories = [
  { id: 6, name: 'Sustainability', description: null, icon: null, courseCount: 0 },
  { id: 11, name: 'Growing', description: null, icon: null, courseCount: 0 },
  { id: 12, name: 'Gardening', description: null, icon: null, courseCount: 0 },
  { id: 13, name: 'Cooking', description: null, icon: null, courseCount: 0 },
];

interface Call {
  method: string;
  url: string;
  body: unknown;
}

function standIn(options: { extract?: 'ok' | 'fail'; create?: 'ok' | 'fail'; suggestions?: boolean } = {}) {
  const calls: Call[] = [];
  let moduleId = 100;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url, body });
    if (url === '/api/categories') return Response.json(categories);
    if (url === '/api/ai/generate-course-suggestions') {
      if (options.suggestions) {
        const topic = (body as { topic: string }).topic;
        return Response.json({
          suggestions: [1, 2, 3, 4].map((n) => ({
            title: `${topic} idea ${n}`,
            description: `Description idea ${n} for a course about ${topic.toLowerCase()}.`,
          })),
        });
      }
      return Response.json({ message: 'AI is not configured', code: 'ai_not_configured' }, { status: 503 });
    }
    if (url === '/api/youtube/extract') {
      return options.extract === 'fail'
        ? Response.json({ message: contentMessages.youtubeFailed, code: 'youtube_failed' }, { status: 422 })
        : Response.json({
            title: 'Rainwater harvesting explained',
            description: 'How to collect, store and use rainwater at home, step by step.',
            videoId: 'abcdefghijk',
            author: null,
            thumbnailUrl: null,
            transcript: null,
          });
    }
    if (url === '/api/courses/create') {
      if (options.create === 'fail') {
        return Response.json({ message: 'Category not found', code: 'not_found' }, { status: 404 });
      }
      return Response.json({ id: 42, title: (body as { title: string }).title }, { status: 201 });
    }
    if (url === '/api/modules')
      return Response.json({ id: moduleId++, ...(body as object) }, { status: 201 });
    return Response.json({ message: 'Not found', code: 'not_found' }, { status: 404 });
  });
  return calls;
}

/** The shell's declared paths, as the manifest gives them: here the learner's course page exists. */
const declared: DeclaredPaths = {
  status: 'ready',
  ownerOf: () => null,
  isDeclared: (path: string) => /^\/courses\/\d+$/.test(path),
  ensureLoaded: () => undefined,
} as DeclaredPaths;

function renderWizard() {
  render(
    <ThemeProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <DeclaredPathsContext.Provider value={declared}>
          <MemoryRouter initialEntries={['/educator/courses/new']}>
            <Routes>
              <Route path="/educator/courses/new" element={<CourseWizardPage />} />
              <Route path="/courses/:id/builder" element={<p>Builder of the new course</p>} />
            </Routes>
          </MemoryRouter>
        </DeclaredPathsContext.Provider>
        <Toaster />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

const heading = () => screen.getByRole('heading', { level: 2, name: /^Step \d of 3/ });
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the course wizard', { timeout: 60_000 }, () => {
  it('walks the manual path: template outline, validation on each step, Back keeps what was typed, create', async () => {
    const calls = standIn();
    renderWizard();
    expect(heading().textContent).toContain('Step 1 of 3: Method');

    // The manual path needs a template.
    click('Continue');
    expect(await screen.findByText(wizardTexts.templateRequired)).toBeTruthy();
    fireEvent.click(await screen.findByRole('radio', { name: /Seasonal Growth/ }));
    expect((screen.getByLabelText('Module 1') as HTMLInputElement).value).toBe('Preparing the Ground');
    expect((screen.getByLabelText('Module 6') as HTMLInputElement).value).toBe('Winter Planning');
    type('Module 4', 'The Big Harvest');
    click('Continue');
    await waitFor(() => expect(heading().textContent).toContain('Step 2 of 3: Basic Info'));

    // Step 2: the specification's messages.
    click('Continue');
    expect(await screen.findByText(courseMessages.courseTitleMin)).toBeTruthy();
    expect(screen.getByText(courseMessages.descriptionMin)).toBeTruthy();
    type(/Course title/, 'Grow your own food');
    type(/Description/, 'A season by season guide to a kitchen garden.');
    click('Continue');
    await waitFor(() => expect(heading().textContent).toContain('Step 3 of 3: Details'));

    // Back and Continue keep what was typed (and the outline).
    click('Back');
    await waitFor(() => expect(heading().textContent).toContain('Step 2'));
    expect((screen.getByLabelText(/Course title/) as HTMLInputElement).value).toBe('Grow your own food');
    click('Back');
    await waitFor(() => expect(heading().textContent).toContain('Step 1'));
    expect(screen.getByRole('radio', { name: /Seasonal Growth/ }).getAttribute('aria-checked')).toBe('true');
    expect((screen.getByLabelText('Module 4') as HTMLInputElement).value).toBe('The Big Harvest');
    click('Continue');
    await waitFor(() => expect(heading().textContent).toContain('Step 2'));
    click('Continue');
    await waitFor(() => expect(heading().textContent).toContain('Step 3'));

    // Step 3: one to three categories.
    click('Create Course');
    expect(await screen.findByText(courseMessages.categoriesMin)).toBeTruthy();
    for (const name of ['Gardening', 'Growing', 'Sustainability', 'Cooking']) {
      fireEvent.click(await screen.findByRole('checkbox', { name }));
    }
    expect(await screen.findByText(courseMessages.categoriesMax)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cooking' }));
    await waitFor(() => expect(screen.queryByText(courseMessages.categoriesMax)).toBeNull());
    fireEvent.click(screen.getByRole('radio', { name: 'Intermediate' }));
    click('Create Course');

    expect(await screen.findByText('Builder of the new course')).toBeTruthy();
    const create = calls.find((c) => c.url === '/api/courses/create')!;
    expect(create.body).toMatchObject({
      title: 'Grow your own food',
      description: 'A season by season guide to a kitchen garden.',
      level: 'intermediate',
      categoryIds: [12, 11, 6],
      categoryId: 12,
      storyTemplate: 'gardening',
      awakeningPhase: templateOutline('gardening').phases[0]!.description,
    });
    const modules = calls
      .filter((c) => c.url === '/api/modules')
      .map((c) => c.body as Record<string, unknown>);
    expect(modules.map((m) => [m.courseId, m.orderIndex, m.title])).toEqual([
      [42, 1, 'Preparing the Ground'],
      [42, 2, 'Spring Planting'],
      [42, 3, 'Summer Challenges'],
      [42, 4, 'The Big Harvest'],
      [42, 5, 'Autumn Renewal'],
      [42, 6, 'Winter Planning'],
    ]);
  });

  it('takes a YouTube video: a valid URL is required, extraction fills step 2', async () => {
    const calls = standIn({ extract: 'ok' });
    renderWizard();
    fireEvent.click(await screen.findByRole('radio', { name: /YouTube/ }));
    type(/YouTube video URL/, 'https://example.com/video');
    click('Extract and Continue');
    expect(await screen.findByText(wizardTexts.youtubeRequiredTitle)).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/youtube/extract')).toBe(false);

    type(/YouTube video URL/, 'https://www.youtube.com/watch?v=abcdefghijk');
    click('Extract and Continue');
    await waitFor(() => expect(heading().textContent).toContain('Step 2 of 3: Basic Info'));
    expect((screen.getByLabelText(/Course title/) as HTMLInputElement).value).toBe(
      'Rainwater harvesting explained',
    );
    expect(calls.find((c) => c.url === '/api/youtube/extract')!.body).toEqual({
      url: 'https://www.youtube.com/watch?v=abcdefghijk',
    });
  });

  it('stays on step 1 with "Processing Failed" when the extraction fails', async () => {
    standIn({ extract: 'fail' });
    renderWizard();
    fireEvent.click(await screen.findByRole('radio', { name: /YouTube/ }));
    type(/YouTube video URL/, 'https://youtu.be/abcdefghijk');
    click('Extract and Continue');
    expect(await screen.findByText(wizardTexts.processingFailedTitle)).toBeTruthy();
    expect(screen.getByText(contentMessages.youtubeFailed)).toBeTruthy();
    expect(heading().textContent).toContain('Step 1');
  });

  it('says "Course Creation Failed" with the server message and keeps the form', async () => {
    standIn({ extract: 'ok', create: 'fail' });
    renderWizard();
    fireEvent.click(await screen.findByRole('radio', { name: /YouTube/ }));
    type(/YouTube video URL/, 'https://youtu.be/abcdefghijk');
    click('Extract and Continue');
    await waitFor(() => expect(heading().textContent).toContain('Step 2'));
    click('Continue');
    await waitFor(() => expect(heading().textContent).toContain('Step 3'));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Sustainability' }));
    await act(async () => click('Create Course'));
    const toast = await screen.findByText(wizardTexts.creationFailedTitle);
    expect(within(toast.closest('li') ?? document.body).getByText('Category not found')).toBeTruthy();
    expect(heading().textContent).toContain('Step 3');
  });

  it('offers up to 3 AI titles from 3 characters and description ideas from 5', async () => {
    const calls = standIn({ suggestions: true });
    renderWizard();
    fireEvent.click(await screen.findByRole('radio', { name: /Inner Journey/ }));
    click('Continue');
    await waitFor(() => expect(heading().textContent).toContain('Step 2'));
    type(/Course title/, 'Te');
    type(/Course title/, 'Tea');
    const titles = await screen.findByRole('list', { name: 'Suggested titles' });
    expect(
      within(titles)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Tea idea 1', 'Tea idea 2', 'Tea idea 3']);
    // Only the settled title was asked about, and description ideas need 5 characters.
    expect(calls.filter((c) => c.url === '/api/ai/generate-course-suggestions').map((c) => c.body)).toEqual([
      { topic: 'Tea', targetAudience: 'Beginner learners', courseType: 'Inner Journey course' },
    ]);
    expect(screen.queryByRole('list', { name: 'Description ideas' })).toBeNull();
    type(/Course title/, 'Tea ceremonies');
    // The suggestions follow the settled title: those for 'Tea ceremonies' replace those for 'Tea'.
    fireEvent.click(
      await screen.findByRole('button', { name: 'Description idea 2 for a course about tea ceremonies.' }),
    );
    expect((screen.getByRole('textbox', { name: /Description/ }) as HTMLTextAreaElement).value).toBe(
      'Description idea 2 for a course about tea ceremonies.',
    );
    expect(
      within(screen.getByRole('list', { name: 'Description ideas' })).getAllByRole('button'),
    ).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Tea ceremonies idea 1' }));
    expect((screen.getByLabelText(/Course title/) as HTMLInputElement).value).toBe('Tea ceremonies idea 1');
  });

  it('shows no suggestions when the AI is not available', async () => {
    const calls = standIn();
    renderWizard();
    fireEvent.click(await screen.findByRole('radio', { name: /Inner Journey/ }));
    click('Continue');
    await waitFor(() => expect(heading().textContent).toContain('Step 2'));
    type(/Course title/, 'Tea ceremonies');
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/ai/generate-course-suggestions')).toBe(true),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('list', { name: 'Suggested titles' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
