// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@canopy/ui';
import { RemoteBoundary } from '../src/federation/RemoteBoundary';
import { RemoteLoadError } from '../src/federation/RemoteLoadError';

// A loaded CI machine (lint, builds and other suites at once) can take seconds for the first render.
configure({ asyncUtilTimeout: 15_000 });

/** What the bundler's runtime throws when a lazily loaded page chunk cannot be fetched. */
function chunkLoadError() {
  return Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
}

/** A page whose code is missing until `world.healed`; `world.error` is what it throws meanwhile. */
const world = { healed: false, error: chunkLoadError() as unknown };
function Page() {
  if (!world.healed) throw world.error;
  return <h1>Forum page</h1>;
}

function renderBoundary(onRetry: () => Promise<void>) {
  return render(
    <ThemeProvider>
      <MemoryRouter>
        <RemoteBoundary area="Forum" resetKey="/forum" onRetry={onRetry} retryDelaysMs={[20, 40]}>
          <Page />
        </RemoteBoundary>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

beforeEach(() => {
  world.healed = false;
  world.error = chunkLoadError();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RemoteBoundary', () => {
  it('retries code that could not be downloaded twice, with a spinner, then shows the panel', async () => {
    const onRetry = vi.fn(async () => undefined);
    renderBoundary(onRetry);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByTestId('remote-unavailable')).toBeNull();
    await screen.findByRole('heading', { name: 'Forum is temporarily unavailable' });
    expect(onRetry).toHaveBeenCalledTimes(2);
  });

  it('shows the page when an automatic retry brings the code back', async () => {
    const onRetry = vi.fn(async () => {
      world.healed = true;
    });
    renderBoundary(onRetry);
    await screen.findByRole('heading', { name: 'Forum page' });
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('treats the federation runtime’s RemoteLoadError the same way, and Retry still works after the panel', async () => {
    world.error = new RemoteLoadError('forum', 'entry', new Error('unreachable'));
    const onRetry = vi.fn(async () => undefined);
    renderBoundary(onRetry);
    await screen.findByTestId('remote-unavailable');
    world.healed = true;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    await screen.findByRole('heading', { name: 'Forum page' });
    expect(onRetry).toHaveBeenCalledTimes(3);
  });

  it('shows a render bug at once as "Something went wrong", without retrying', async () => {
    world.error = new Error('Cannot read properties of undefined');
    const onRetry = vi.fn(async () => undefined);
    renderBoundary(onRetry);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    await new Promise((r) => setTimeout(r, 80));
    expect(onRetry).not.toHaveBeenCalled();
  });
});
