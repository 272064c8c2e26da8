// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { DeclaredPathsContext, type DeclaredPaths } from '@canopy/auth';
import { courseMessages, type AdminCourse } from '@canopy/contracts';
import { ThemeProvider, Toaster } from '@canopy/ui';
import CoursesTab from '../src/pages/admin/CoursesTab';

// The first render loads the kit's lazy parts (dialog, menu); on a busy machine that takes a while.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const course = (id: number, title: string, status: AdminCourse['status']): AdminCourse => ({
  id,
  title,
  status,
  instructorId: 2,
  moduleCount: 3,
  lessonCount: 9,
  enrolledCount: status === 'approved' ? 4 : 0,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  submittedAt: '2026-11-02T10:00:00.000Z',
  approvedAt: null,
  rejectionReason: null,
});

/** Stands in for the course service's admin API (and identity's user list, for the educators' names). */
function standInServices(courses: AdminCourse[]) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url.startsWith('/api/admin/courses')) {
      const status = new URL(url, 'http://x').searchParams.get('status') ?? 'all';
      const items = courses.filter((c) => status === 'all' || c.status === status);
      return Response.json({ items, total: items.length, page: 1, pageSize: 25 });
    }
    if (url.startsWith('/api/users')) {
      const role = new URL(url, 'http://x').searchParams.get('role');
      const items =
        role === 'educator'
          ? [
              { id: 2, username: 'educator', firstName: 'Elena', lastName: 'Rivers', role: 'educator' },
              { id: 3, username: 'casey', firstName: 'Casey', lastName: 'Teacher', role: 'educator' },
            ]
          : [];
      return Response.json({ items, total: items.length, page: 1, pageSize: 100 });
    }
    const r = /^\/api\/courses\/(\d+)\/reassign$/.exec(url);
    if (r && method === 'POST') {
      const c = courses.find((x) => x.id === Number(r[1]))!;
      c.instructorId = (JSON.parse(String(init!.body)) as { educatorId: number }).educatorId;
      return Response.json(c);
    }
    const m = /^\/api\/courses\/(\d+)\/(approve|reject|send-back)$/.exec(url);
    if (m && method === 'POST') {
      const c = courses.find((x) => x.id === Number(m[1]))!;
      c.status = m[2] === 'approve' ? 'approved' : m[2] === 'reject' ? 'rejected' : 'pending';
      return Response.json(c);
    }
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  return calls;
}

const nothingDeclared: DeclaredPaths = {
  status: 'ready',
  ownerOf: () => null,
  isDeclared: () => false,
  ensureLoaded: () => undefined,
};

function renderTab(entry = '/admin?tab=courses') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider>
      <QueryClientProvider client={client}>
        <DeclaredPathsContext.Provider value={nothingDeclared}>
          <MemoryRouter initialEntries={[entry]}>
            <CoursesTab />
          </MemoryRouter>
        </DeclaredPathsContext.Provider>
        <Toaster />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

async function openActions(title: string) {
  // The kit's menu is a lazy part: the trigger answers the keyboard once it has loaded.
  await waitFor(() => {
    if (!screen.queryByRole('menu'))
      fireEvent.keyDown(screen.getByRole('button', { name: `Actions for ${title}` }), { key: 'Enter' });
    expect(screen.getByRole('menu')).toBeTruthy();
  });
  return screen.getByRole('menu');
}

describe('the Courses tab', () => {
  it('lists what the course service answers, with the educators’ names and counts', async () => {
    standInServices([course(1, 'Soil Basics', 'pending'), course(2, 'Solar 101', 'approved')]);
    renderTab();
    const table = await screen.findByRole('region', { name: 'Courses table' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain('Soil Basics');
    expect(rows[1]!.textContent).toContain('Pending');
    await waitFor(() => expect(rows[1]!.textContent).toContain('Elena Rivers'));
    expect(rows[2]!.textContent).toContain('Solar 101');
    expect(rows[2]!.textContent).toContain('Approved');
  });

  it('shows the specification’s empty state', async () => {
    standInServices([]);
    renderTab();
    expect(
      await screen.findByText('No courses available. Create your first course to get started.'),
    ).toBeTruthy();
  });

  it('asks the server for the chosen status only', async () => {
    const calls = standInServices([course(1, 'Soil Basics', 'pending')]);
    renderTab();
    await screen.findByRole('region', { name: 'Courses table' });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'approved' } });
    await waitFor(() => expect(calls.some((c) => c.url.includes('status=approved'))).toBe(true));
    expect(
      await screen.findByText('No courses available. Create your first course to get started.'),
    ).toBeTruthy();
  });

  it('rejects only with a reason, and sends it', async () => {
    const calls = standInServices([course(1, 'Soil Basics', 'pending')]);
    renderTab();
    const menu = await openActions('Soil Basics');
    fireEvent.click(await within(menu).findByRole('menuitem', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject course' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject course' }));
    expect(await within(dialog).findByText(courseMessages.rejectionReasonRequired)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Add sources.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject course' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        url: '/api/courses/1/reject',
        body: { reason: 'Add sources.' },
      }),
    );
    expect(await screen.findByText('Course rejected')).toBeTruthy();
  });

  it('reassigns a course to another active educator, chosen from the list', async () => {
    const calls = standInServices([course(1, 'Solar 101', 'approved')]);
    renderTab();
    const menu = await openActions('Solar 101');
    fireEvent.click(await within(menu).findByRole('menuitem', { name: 'Reassign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reassign course' });
    // The current owner (Elena Rivers, #2) is not offered.
    const choice = await within(dialog).findByRole('radio', { name: /Casey Teacher/ });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(1);
    expect(calls.some((c) => c.url.includes('role=educator') && c.url.includes('status=active'))).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reassign course' }));
    expect(await within(dialog).findByText('Educator is required')).toBeTruthy();
    fireEvent.click(choice);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reassign course' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        url: '/api/courses/1/reassign',
        body: { educatorId: 3 },
      }),
    );
    expect(await screen.findByText('Course reassigned')).toBeTruthy();
  });

  it('lists one educator’s courses when the page is opened for them, and can show every course again', async () => {
    const calls = standInServices([course(1, 'Solar 101', 'approved')]);
    renderTab('/admin?tab=courses&educator=2');
    await screen.findByRole('region', { name: 'Courses table' });
    expect(calls.some((c) => c.url.startsWith('/api/admin/courses') && c.url.includes('educatorId=2'))).toBe(
      true,
    );
    await waitFor(() => expect(screen.getByText(/Courses of/).textContent).toContain('Elena Rivers'));
    fireEvent.click(screen.getByRole('button', { name: 'Show every course' }));
    await waitFor(() => expect(screen.queryByText(/Courses of/)).toBeNull());
    expect(calls.at(-1)!.url).not.toContain('educatorId');
  });
});
