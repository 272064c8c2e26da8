import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dismissToast,
  getToasts,
  toast,
  TOAST_DEFAULT_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
} from '../src/toastStore';

describe('toast store (spec section 9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('uses the specified constants', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DEFAULT_DURATION).toBe(5000);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });

  it('shows at most one toast: the newest replaces the previous one', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'success' });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ title: 'Second', variant: 'success', open: true });
  });

  it('keeps a dismissed toast closed until the removal delay has passed', () => {
    const t = toast({ title: 'Bye', variant: 'destructive' });
    dismissToast(t.id);
    expect(getToasts()[0]).toMatchObject({ id: t.id, open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(getToasts().some((x) => x.id === t.id)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(getToasts().some((x) => x.id === t.id)).toBe(false);
  });

  it('updates a toast in place', () => {
    const t = toast({ title: 'Saving' });
    t.update({ title: 'Saved' });
    expect(getToasts()[0]).toMatchObject({ id: t.id, title: 'Saved' });
  });
});
