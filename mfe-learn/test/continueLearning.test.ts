import { describe, expect, it } from 'vitest';
import { continueHref, continueLessonId } from '../src/lib/links';

describe('Continue Learning', () => {
  it('opens the next lesson, then the first unpassed quiz’s lesson, then the course dashboard', () => {
    expect(continueLessonId(4, 2)).toBe(4);
    expect(continueLessonId(null, 2)).toBe(2);
    expect(continueLessonId(undefined, null)).toBeNull();
    expect(continueHref(7, 4, 2)).toBe('/courses/7/lessons/4');
    expect(continueHref(7, null, 2)).toBe('/courses/7/lessons/2');
    expect(continueHref(7, null, null)).toBe('/courses/7/dashboard');
  });
});
