// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmNumberFormat } from '../src/layout/warmNumberFormat';

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.lang = '';
});

describe('warmNumberFormat', () => {
  it("makes one number formatter in the page's language when the browser is idle, not before", () => {
    const idle: Array<() => void> = [];
    window.requestIdleCallback = ((run: () => void) =>
      idle.push(run)) as unknown as typeof window.requestIdleCallback;
    const made = vi.spyOn(Intl, 'NumberFormat');
    document.documentElement.lang = 'es';
    warmNumberFormat();
    expect(made).not.toHaveBeenCalled();
    idle.forEach((run) => run());
    expect(made).toHaveBeenCalledWith('es', { style: 'percent' });
  });

  it('never throws for a language tag Intl refuses', () => {
    let run!: () => void;
    window.requestIdleCallback = ((r: () => void) => {
      run = r;
      return 1;
    }) as unknown as typeof window.requestIdleCallback;
    document.documentElement.lang = 'not a tag!';
    warmNumberFormat();
    expect(() => run()).not.toThrow();
  });
});
