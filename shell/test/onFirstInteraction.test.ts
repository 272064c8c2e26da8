// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { onFirstInteraction } from '../src/onFirstInteraction';

describe('onFirstInteraction', () => {
  it('runs the task once, at the first pointer, key or touch', () => {
    const task = vi.fn();
    onFirstInteraction(task);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(task).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    const task = vi.fn();
    const cancel = onFirstInteraction(task);
    cancel();
    window.dispatchEvent(new Event('pointerdown'));
    expect(task).not.toHaveBeenCalled();
  });
});
