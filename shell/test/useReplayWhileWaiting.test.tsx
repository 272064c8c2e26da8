// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type * as Offline from '@canopy/offline';
import { useReplayWhileWaiting } from '../src/offline/useReplayWhileWaiting';

const asked = vi.fn();
vi.mock('@canopy/offline', async (original) => ({
  ...(await original<typeof Offline>()),
  requestReplay: () => asked(),
}));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  asked.mockReset();
});

describe('asking the service worker again while actions wait', () => {
  it('asks after 1, 2, 4 … s while online with actions waiting, then at most every 30 s', () => {
    const refreshed = vi.fn();
    renderHook(() => useReplayWhileWaiting(true, true, refreshed));
    vi.advanceTimersByTime(999);
    expect(asked).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(asked).toHaveBeenCalledTimes(1);
    expect(refreshed).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_000);
    expect(asked).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(4_000 + 8_000 + 16_000);
    expect(asked).toHaveBeenCalledTimes(5);
    vi.advanceTimersByTime(29_999);
    expect(asked).toHaveBeenCalledTimes(5);
    vi.advanceTimersByTime(1);
    expect(asked).toHaveBeenCalledTimes(6);
    vi.advanceTimersByTime(30_000);
    expect(asked).toHaveBeenCalledTimes(7);
  });

  it('stops when nothing waits any more or the browser goes offline, and starts over from 1 s', () => {
    const refreshed = vi.fn();
    const { rerender, unmount } = renderHook(
      ({ online, waiting }) => useReplayWhileWaiting(online, waiting, refreshed),
      { initialProps: { online: true, waiting: true } },
    );
    vi.advanceTimersByTime(3_000);
    expect(asked).toHaveBeenCalledTimes(2);
    rerender({ online: true, waiting: false });
    vi.advanceTimersByTime(60_000);
    expect(asked).toHaveBeenCalledTimes(2);
    rerender({ online: false, waiting: true });
    vi.advanceTimersByTime(60_000);
    expect(asked).toHaveBeenCalledTimes(2);
    rerender({ online: true, waiting: true });
    vi.advanceTimersByTime(1_000);
    expect(asked).toHaveBeenCalledTimes(3);
    unmount();
    vi.advanceTimersByTime(60_000);
    expect(asked).toHaveBeenCalledTimes(3);
  });
});
