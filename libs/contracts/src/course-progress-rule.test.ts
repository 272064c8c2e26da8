import { describe, expect, it } from 'vitest';
import { progressPercent } from './course-progress-rule';

describe('progress percentage', () => {
  it('is done over total, rounded', () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(3, 3)).toBe(100);
  });

  it('is never 100 while something is left, and 0 for a course with nothing to do', () => {
    expect(progressPercent(199, 200)).toBe(99);
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(0, 5)).toBe(0);
  });
});
