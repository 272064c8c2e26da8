// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { contentMessages, type CourseSummary, type Ebook } from '@canopy/contracts';
import { ThemeProvider, Toaster, dismissToast } from '@canopy/ui';
import { useMyEbooks } from '../src/api/useEbooks';
import { EbookCourseSelect } from '../src/components/EbookCourseSelect';

configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  dismissToast();
  vi.restoreAllMocks();
});

const ebook = (over: Partial<Ebook> = {}): Ebook => ({
  id: 41,
  title: 'Community Solar',
  author: 'Ada',
  description: null,
  content: 'Panels.',
  formatStyle: 'textbook',
  sourceUrl: null,
  sourceType: null,
  chapters: [],
  courseId: null,
  createdBy: 2,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...over,
});

const course = (id: number, title: string, status: CourseSummary['status'] = 'approved') =>
  ({ id, title, status }) as CourseSummary;

/**
 * Stands in for the services behind fetch: the author's ebooks (GET /api/ebooks, changed by PATCH), their courses
 * (GET /api/educator/courses), and a PATCH that `refuse` may answer with an error instead.
 */
function standIn(opts: {
  stored: Ebook;
  courses: CourseSummary[];
  refuse?: { status: number; message: string; code: string };
}) {
  let stored = opts.stored;
  const patches: unknown[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url === '/api/educator/courses') return Response.json(opts.courses);
    if (url === '/api/ebooks' && method === 'GET') return Response.json([stored]);
    if (url === `/api/ebooks/${stored.id}` && method === 'PATCH') {
      const body = JSON.parse(String(init?.body)) as { courseId: number | null };
      patches.push(body);
      if (opts.refuse)
        return Response.json(
          { message: opts.refuse.message, code: opts.refuse.code },
          { status: opts.refuse.status },
        );
      stored = { ...stored, courseId: body.courseId };
      return Response.json(stored);
    }
    return Response.json({ message: `unexpected ${method} ${url}`, code: 'not_found' }, { status: 404 });
  });
  return { spy, patches, current: () => stored };
}

/** The control as the library composes it: on the selected ebook as the (refreshed) list gives it. */
function Harness() {
  const ebooks = useMyEbooks();
  const selected = ebooks.data?.[0];
  if (!selected) return <p>Loading the list</p>;
  return (
    <>
      <p data-testid="listed-course">{String(selected.courseId)}</p>
      <EbookCourseSelect ebook={selected} />
    </>
  );
}

function renderControl() {
  render(
    <ThemeProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <Harness />
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

/** The select once the courses are in (it is disabled while they load). */
async function courseSelect() {
  const select = (await screen.findByRole('combobox', { name: 'Course' })) as HTMLSelectElement;
  await waitFor(() => expect(select.disabled).toBe(false));
  return select;
}

const optionTexts = (select: HTMLSelectElement) => Array.from(select.options).map((o) => o.textContent);

async function expectToast(title: string, description: string) {
  const toast = await screen.findByText(title);
  expect(within(toast.closest('li') ?? document.body).getByText(description)).toBeTruthy();
}

describe('the ebook course control', { timeout: 60_000 }, () => {
  it("attaches the ebook to one of the author's courses, saves it, toasts and updates the list", async () => {
    const service = standIn({
      stored: ebook(),
      courses: [course(7, 'Foundations of Sustainability'), course(9, 'Rain Gardens', 'pending')],
    });
    renderControl();
    const select = await courseSelect();
    expect(select.value).toBe('');
    expect(optionTexts(select)).toEqual([
      'Not attached',
      'Foundations of Sustainability',
      'Rain Gardens (pending review)',
    ]);
    expect(screen.getByText(/Not attached: only you can open it/)).toBeTruthy();

    fireEvent.change(select, { target: { value: '7' } });
    await expectToast(contentMessages.ebookUpdated, 'Attached to “Foundations of Sustainability”.');
    expect(service.patches).toEqual([{ courseId: 7 }]);
    await waitFor(() => expect(screen.getByTestId('listed-course').textContent).toBe('7'));
    expect((await courseSelect()).value).toBe('7');
    expect(
      screen.getByText(
        "Learners enrolled in “Foundations of Sustainability” find it in the course's Resources tab.",
      ),
    ).toBeTruthy();
    // The hint is the select's description.
    const hintId = select.getAttribute('aria-describedby')!;
    expect(document.getElementById(hintId)?.textContent).toContain('Resources tab');
  });

  it('detaches it with "Not attached" (courseId null)', async () => {
    const service = standIn({ stored: ebook({ courseId: 7 }), courses: [course(7, 'Foundations')] });
    renderControl();
    const select = await courseSelect();
    expect(select.value).toBe('7');
    fireEvent.change(select, { target: { value: '' } });
    await expectToast(contentMessages.ebookUpdated, 'It is no longer attached to a course.');
    expect(service.patches).toEqual([{ courseId: null }]);
    await waitFor(() => expect(screen.getByTestId('listed-course').textContent).toBe('null'));
    expect((await courseSelect()).value).toBe('');
  });

  it("toasts the server's reason when the change is refused, and keeps the saved course", async () => {
    const service = standIn({
      stored: ebook({ courseId: 7 }),
      courses: [course(7, 'Foundations'), course(8, 'Water Stewardship')],
      refuse: { status: 403, message: contentMessages.ebookCourseNotYours, code: 'forbidden' },
    });
    renderControl();
    const select = await courseSelect();
    fireEvent.change(select, { target: { value: '8' } });
    await expectToast(contentMessages.ebookUpdateFailed, contentMessages.ebookCourseNotYours);
    expect(service.patches).toEqual([{ courseId: 8 }]);
    expect((await courseSelect()).value).toBe('7');
    expect(service.current().courseId).toBe(7);
  });

  it('says so when the author has no course yet, with a way to create one', async () => {
    standIn({ stored: ebook(), courses: [] });
    renderControl();
    const select = await courseSelect();
    expect(optionTexts(select)).toEqual(['Not attached']);
    expect(screen.getByRole('link', { name: 'Create a course' }).getAttribute('href')).toBe(
      '/educator/courses/new',
    );
  });

  it('shows an error with a retry when the courses cannot be loaded', async () => {
    let fail = true;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url === '/api/ebooks') return Response.json([ebook()]);
      if (fail)
        return Response.json({ message: 'Course service unavailable', code: 'unavailable' }, { status: 503 });
      return Response.json([course(7, 'Foundations')]);
    });
    renderControl();
    expect((await screen.findByRole('alert')).textContent).toContain('Course service unavailable');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const select = await courseSelect();
    await waitFor(() => expect(optionTexts(select)).toContain('Foundations'));
  });
});
