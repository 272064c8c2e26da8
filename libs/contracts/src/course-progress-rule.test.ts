import { describe, expect, it } from 'vitest';
import { nextLessonOf, progressPercent } from './course-progress-rule';

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

  it('makes the next lesson the first in order not completed, none when all are', () => {
    const order = [{ id: 11 }, { id: 12 }, { id: 21 }];
    expect(nextLessonOf(order, new Set([11]))).toEqual({ id: 12 });
    expect(nextLessonOf(order, new Set([21]))).toEqual({ id: 11 });
    expect(nextLessonOf(order, new Set([11, 12, 21]))).toBeNull();
  });
});
