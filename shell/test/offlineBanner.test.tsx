// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { changeLanguage } from '@canopy/i18n';
import type * as Offline from '@canopy/offline';
import type { QueuedAction } from '@canopy/offline';
import { ThemeProvider } from '@canopy/ui';
import OfflineBanner from '../src/offline/OfflineBanner';
import { isKeptAction, keptAction, keptActionKind, listedAction } from '../src/sw/keptAction';

configure({ asyncUtilTimeout: 15_000 });

// What the service worker answers when the banner asks what waits; the browser is offline.
const waiting: QueuedAction[] = [];
vi.mock('@canopy/offline', async (original) => ({
  ...(await original<typeof Offline>()),
  listQueuedActions: () => Promise.resolve(waiting),
  onWorkerMessage: () => () => undefined,
  requestReplay: () => undefined,
  useOnline: () => false,
}));

afterEach(async () => {
  cleanup();
  waiting.length = 0;
  await act(() => changeLanguage('en'));
});

function renderBanner() {
  render(
    <ThemeProvider>
      <QueryClientProvider client={new QueryClient()}>
        <OfflineBanner />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

const subjectHeader = (title: string) => ({ 'X-Canopy-Action-Subject': encodeURIComponent(title) });

describe('the service worker keeps an action without words', () => {
  it('stores its kind and what it is about, which the page sent', () => {
    expect(keptActionKind('/api/lesson-completions')).toBe('lesson-completion');
    expect(keptActionKind('/api/enrollments')).toBeNull();
    const post = (headers: Record<string, string>) =>
      new Request('https://canopy.test/api/lesson-completions', { method: 'POST', headers });
    expect(keptAction(post(subjectHeader('Suelos & vida')), 'lesson-completion')).toEqual({
      kind: 'lesson-completion',
      subject: 'Suelos & vida',
    });
    expect(keptAction(post({}), 'lesson-completion')).toEqual({ kind: 'lesson-completion' });
    expect(keptAction(post({ 'X-Canopy-Action-Subject': '%E0%A4%A' }), 'lesson-completion')).toEqual({
      kind: 'lesson-completion',
    });
  });

  it('lists the actions kept before kinds, and sends a page no user id', () => {
    const old = { userId: 3, label: 'Mark Complete: Soil', queuedAt: '2026-11-28T20:00:00.000Z' };
    expect(isKeptAction(old)).toBe(true);
    expect(isKeptAction({ userId: 3, queuedAt: old.queuedAt })).toBe(false);
    expect(listedAction(old)).toEqual({ label: 'Mark Complete: Soil', queuedAt: old.queuedAt });
  });
});

describe('the offline banner', () => {
  it('words each waiting Mark Complete in the page’s language, switching with it', async () => {
    waiting.push(
      { kind: 'lesson-completion', subject: 'Suelos vivos', queuedAt: '2026-11-28T20:00:00.000Z' },
      { kind: 'lesson-completion', queuedAt: '2026-11-28T20:01:00.000Z' },
      { label: 'Mark Complete: Compost', queuedAt: '2026-11-28T20:02:00.000Z' },
    );
    renderBanner();
    const list = await screen.findByRole('list', { name: 'Waiting actions' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Mark Complete: Suelos vivos', 'Mark Complete', 'Mark Complete: Compost']);

    await act(() => changeLanguage('es'));
    const spanish = await screen.findByRole('list', { name: 'Acciones en espera' });
    expect(
      within(spanish)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Marcar como completada: Suelos vivos',
      'Marcar como completada',
      // kept before kinds: the label it was kept with
      'Mark Complete: Compost',
    ]);
  });
});
