import { describe, expect, it } from 'vitest';
import { featuredCourses, groupDigits, isInProgress, plural } from '../src/lib/progress';

describe('isInProgress', () => {
  it('is true strictly between 0 and 100', () => {
    expect(isInProgress(0)).toBe(false);
    expect(isInProgress(1)).toBe(true);
    expect(isInProgress(99)).toBe(true);
    expect(isInProgress(100)).toBe(false);
    expect(isInProgress(null)).toBe(false);
  });
});

describe('featuredCourses', () => {
  const at = (day: number) => `2025-03-${String(day).padStart(2, '0')}T10:00:00.000Z`;
  const courses = [
    { id: 1, createdAt: at(1), approvedAt: at(2) },
    { id: 2, createdAt: at(3), approvedAt: at(9) },
    { id: 3, createdAt: at(4), approvedAt: null },
    { id: 4, createdAt: at(1), approvedAt: at(20) },
    { id: 5, createdAt: at(5), approvedAt: at(6) },
  ];

  it('takes the three newest courses in the catalogue the learner has not joined', () => {
    expect(featuredCourses(courses, new Set()).map((c) => c.id)).toEqual([4, 2, 5]);
    expect(featuredCourses(courses, new Set([4])).map((c) => c.id)).toEqual([2, 5, 3]);
    expect(featuredCourses(courses, new Set([1, 2, 3, 4, 5]))).toEqual([]);
  });
});

describe('plural', () => {
  it('pluralises counts', () => {
    expect(plural(1, 'lesson')).toBe('1 lesson');
    expect(plural(0, 'lesson')).toBe('0 lessons');
    expect(plural(1200, 'learner')).toBe('1,200 learners');
  });
});

describe('groupDigits', () => {
  it('groups thousands as en-US does, with or without the browser number formatting', () => {
    for (const n of [0, 7, 999, -999, 1000, 1234567, -1500, 2.5, 1234.5]) {
      expect(groupDigits(n)).toBe(n.toLocaleString('en-US'));
    }
    expect(groupDigits(12345)).toBe('12,345');
  });
});
