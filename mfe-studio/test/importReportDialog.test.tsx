// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cartridgeMessages, type CartridgeStoredReport, type CourseDetail } from '@canopy/contracts';
import { ThemeProvider } from '@canopy/ui';
import { BuilderHeader } from '../src/pages/builder/BuilderHeader';

configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const stored: CartridgeStoredReport = {
  course: { id: 7, title: 'Urban Composting 101', status: 'pending' },
  schemaVersion: '1.3.0',
  imported: { modules: 2, lessons: 3, quizzes: 1, questions: 3, webLinks: 1 },
  notes: ['The folder “Materials” in “Week 2: Building a bin” was flattened into its module.'],
  skipped: [
    {
      kind: 'discussion',
      title: 'Introduce yourself',
      location: 'Week 1: Why compost?',
      reason: 'Discussions are not imported.',
    },
    {
      kind: 'lti_link',
      title: 'Soil thermometer (external tool)',
      location: 'Week 2: Building a bin',
      reason: 'External tools (LTI) are not imported.',
    },
  ],
  importedAt: '2026-11-30T09:15:00.000Z',
};

const course = (importedAt: string | null) =>
  ({
    id: 7,
    title: 'Urban Composting 101',
    status: 'pending',
    rejectionReason: null,
    importedAt,
  }) as CourseDetail;

/** Answers the report's read with `answer` once `release` is called, and counts the reads. */
function standIn(answer: () => Response) {
  const reads: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    reads.push(String(input));
    await released;
    return answer();
  });
  return { reads, release };
}

function renderHeader(detail: CourseDetail) {
  render(
    <ThemeProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <BuilderHeader course={detail} />
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

/**
 * Opens the dialog and answers the name it had in the first frame it was in the document (a MutationObserver sees
 * it before anything else renders).
 */
async function openDialog() {
  let firstName: string | null = null;
  const observer = new MutationObserver(() => {
    const dialog = document.querySelector('[role="dialog"]');
    if (!dialog || firstName !== null) return;
    const label = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    firstName = label?.textContent ?? '';
  });
  observer.observe(document.body, { childList: true, subtree: true });
  fireEvent.click(screen.getByRole('button', { name: 'Import report' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import report' });
  observer.disconnect();
  return { dialog, firstName: firstName as string | null };
}

describe('the course builder’s import report', () => {
  it('is offered only for an imported course, and read only once its dialog is opened', async () => {
    const service = standIn(() => Response.json(stored));
    renderHeader(course(null));
    expect(screen.queryByRole('button', { name: 'Import report' })).toBeNull();
    cleanup();
    renderHeader(course(stored.importedAt));
    expect(screen.getByRole('button', { name: 'Import report' })).toBeTruthy();
    expect(service.reads).toEqual([]);
  });

  it('opens named, shows a loading state, then the figures, notes and every item not imported', async () => {
    const service = standIn(() => Response.json(stored));
    renderHeader(course(stored.importedAt));
    const { dialog, firstName } = await openDialog();
    expect(firstName).toBe('Import report');
    expect(within(dialog).getByRole('status', { name: 'Loading the import report' })).toBeTruthy();
    expect(service.reads).toEqual(['/api/courses/7/import-report']);

    service.release();
    await within(dialog).findByRole('heading', { level: 3, name: 'Not imported (2)' });
    expect(within(dialog).queryByRole('status', { name: 'Loading the import report' })).toBeNull();
    expect(within(dialog).getByText(/A Common Cartridge 1\.3\.0 package\./)).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['2', '3', '1', '3', '1']);
    const notes = within(dialog).getByRole('region', { name: 'Changes made to fit Canopy' });
    expect(notes.textContent).toContain(stored.notes[0]);
    const items = within(within(dialog).getByRole('list', { name: 'Not imported (2)' })).getAllByRole(
      'listitem',
    );
    expect(items.map((li) => li.textContent)).toEqual([
      'DiscussionIntroduce yourselfWeek 1: Why compost?Discussions are not imported.',
      'External toolSoil thermometer (external tool)Week 2: Building a binExternal tools (LTI) are not imported.',
    ]);

    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus goes back to where the educator was.
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Import report' })),
    );
  });

  it('shows the API’s message when the report cannot be read', async () => {
    const service = standIn(() =>
      Response.json({ message: cartridgeMessages.noImportReport, code: 'not_found' }, { status: 404 }),
    );
    renderHeader(course(stored.importedAt));
    const { dialog } = await openDialog();
    service.release();
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('The import report could not be loaded');
    expect(alert.textContent).toContain(cartridgeMessages.noImportReport);
  });
});
