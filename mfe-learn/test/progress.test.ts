import { describe, expect, it } from 'vitest';
import { featuredCourses, isInProgress, plural, resumeLesson } from '../src/lib/progress';

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
  it('takes up to three courses the learner is not enrolled in', () => {
    const courses = [1, 2, 3, 4, 5].map((id) => ({ id }));
    expect(featuredCourses(courses, new Set([2])).map((c) => c.id)).toEqual([1, 3, 4]);
    expect(featuredCourses(courses, new Set([1, 2, 3, 4, 5]))).toEqual([]);
  });
});

describe('resumeLesson', () => {
  const lessons = [{ id: 10 }, { id: 11 }, { id: 12 }];
  it('returns the first incomplete lesson in course order', () => {
    expect(resumeLesson(lessons, new Set())).toEqual({ id: 10 });
    expect(resumeLesson(lessons, new Set([10, 12]))).toEqual({ id: 11 });
  });
  it('returns the last lesson when all are complete and null without lessons', () => {
    expect(resumeLesson(lessons, new Set([10, 11, 12]))).toEqual({ id: 12 });
    expect(resumeLesson([], new Set())).toBeNull();
  });
});

describe('plural', () => {
  it('pluralises counts', () => {
    expect(plural(1, 'lesson')).toBe('1 lesson');
    expect(plural(0, 'lesson')).toBe('0 lessons');
    expect(plural(1200, 'learner')).toBe('1,200 learners');
  });
});
