// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@canopy/ui';
import FiguresTab from '../src/pages/admin/FiguresTab';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

// recharts measures its box; jsdom has none, so the chart itself stays empty — the cards and tables are tested.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const DAY_MS = 86_400_000;
function series(days: number, last: number) {
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  return Array.from({ length: days }, (_, i) => ({
    date: new Date(today.getTime() - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
    count: i === days - 1 ? last : 0,
  }));
}

/** Identity, course and forum stand-ins; `down` answers 503 like the gateway for a service that is not up. */
function standIns(down: string[] = [], empty: string[] = []) {
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    calls.push(url);
    const days = Number(new URL(url, 'http://x').searchParams.get('days') ?? 30);
    const n = (name: string, value: number) => (empty.includes(name) ? 0 : value);
    if (url === '/api/openapi.json')
      return Response.json({ paths: { '/api/admin/course-figures': {}, '/api/admin/forum-figures': {} } });
    for (const name of down) {
      if (url.startsWith(`/api/admin/${name}`))
        return Response.json({ message: `The ${name} service is unavailable` }, { status: 503 });
    }
    if (url.startsWith('/api/admin/figures'))
      return Response.json({
        days,
        signUps: series(days, n('figures', 4)),
        totals: { totalUsers: 9, activeEducators: 2, pendingApprovals: 1 },
      });
    if (url.startsWith('/api/admin/course-figures'))
      return Response.json({
        days,
        enrollments: series(days, n('course-figures', 3)),
        completions: series(days, n('course-figures', 1)),
        totals: { enrollments: n('course-figures', 3), completions: n('course-figures', 1) },
      });
    if (url.startsWith('/api/admin/forum-figures'))
      return Response.json({
        days,
        discussions: series(days, 2),
        replies: series(days, 5),
        totals: { discussions: 2, replies: 5 },
      });
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  return calls;
}

function renderTab() {
  // recharts warns that a jsdom box has no size.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider>
      <QueryClientProvider client={client}>
        <FiguresTab />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

const card = (name: string) => screen.getByRole('region', { name });

describe('the Figures tab', () => {
  it('shows each source’s totals and its numbers as a table, one request per source', async () => {
    const calls = standIns();
    renderTab();
    await waitFor(() =>
      expect(within(card('Enrollments and completions')).getAllByRole('definition')).toHaveLength(2),
    );
    const [enrollments, completions] = within(card('Enrollments and completions')).getAllByRole('definition');
    expect(enrollments!.textContent).toBe('3');
    expect(completions!.textContent).toBe('1');
    await waitFor(() =>
      expect(within(card('Forum activity')).getAllByRole('definition')[1]!.textContent).toBe('5'),
    );
    fireEvent.click(within(card('Forum activity')).getByRole('button', { name: 'Show as a table' }));
    const rows = within(screen.getByRole('region', { name: 'Forum activity per day' })).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[1]!.textContent).toMatch(/25$/);
    for (const path of [
      '/api/admin/figures?days=30',
      '/api/admin/course-figures?days=30',
      '/api/admin/forum-figures?days=30',
    ])
      expect(calls.filter((c) => c === path)).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Last 90 days' }));
    await waitFor(() => expect(calls).toContain('/api/admin/course-figures?days=90'));
  });

  it('shows a service that is down as its own card’s error, the others as usual', async () => {
    standIns(['course-figures']);
    renderTab();
    const alert = await within(card('Enrollments and completions')).findByRole('alert');
    expect(alert.textContent).toContain('The course-figures service is unavailable');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    await waitFor(() => expect(within(card('Sign-ups')).getByRole('definition').textContent).toBe('4'));
    expect(within(card('Forum activity')).queryByRole('alert')).toBeNull();
  });

  it('says so when a period has nothing to chart', async () => {
    standIns([], ['course-figures']);
    renderTab();
    expect(await screen.findByText('No enrollments or completions in the last 30 days.')).toBeTruthy();
  });
});
