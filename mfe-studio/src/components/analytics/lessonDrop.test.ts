import { describe, expect, it } from 'vitest';
import { biggestDrop } from './lessonDrop';

const lesson = (lessonId: number, completions: number) => ({
  lessonId,
  title: `Lesson ${lessonId}`,
  moduleId: 1,
  moduleTitle: 'Module',
  completions,
});

describe('biggestDrop (where learners stop)', () => {
  it('names the lesson whose share of completions falls the most from the step before', () => {
    // 10 enrolled: 100% → 90% → 40% → 30%: the fall of 50 points is at the third lesson.
    expect(biggestDrop([lesson(1, 10), lesson(2, 9), lesson(3, 4), lesson(4, 3)], 10)).toEqual({
      index: 2,
      points: 50,
    });
  });

  it('counts the first lesson against everyone enrolled', () => {
    expect(biggestDrop([lesson(1, 2), lesson(2, 2)], 10)).toEqual({ index: 0, points: 80 });
  });

  it('finds no stop when every learner completed every lesson, or nobody is enrolled', () => {
    expect(biggestDrop([lesson(1, 5), lesson(2, 5)], 5)).toBeNull();
    expect(biggestDrop([lesson(1, 0)], 0)).toBeNull();
  });
});
