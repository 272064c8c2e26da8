import { describe, expect, it } from 'vitest';
import { courseOutlineSchema, type CourseOutline, type OutlineLearner } from '@canopy/contracts';
import { outlineWithKeptCompletion } from '../src/keptCompletion';

function lesson(id: number, moduleId: number, orderIndex: number) {
  return {
    id,
    moduleId,
    title: `Lesson ${id}`,
    orderIndex,
    displayName: 'Lesson',
    duration: 10,
    hasDiscussion: false,
    isShortForm: false,
    hasVideo: false,
    hasDocument: false,
    quizCount: 0,
    locked: false,
    videoUrl: null,
    documentUrl: null,
  };
}

function module(id: number, lessonIds: number[]) {
  return {
    id,
    courseId: 7,
    title: `Module ${id}`,
    description: null,
    orderIndex: id,
    displayName: 'Module',
    storyPhase: null,
    lessonCount: lessonIds.length,
    createdAt: '2026-01-01T00:00:00.000Z',
    durationMinutes: 10 * lessonIds.length,
    lessons: lessonIds.map((l, i) => lesson(l, id, i + 1)),
  };
}

/** An outline of lessons 11, 12 (module 1) and 21 (module 2), with `quizCount` quizzes, parsed as the API sends it. */
function outlineWith(learner: Partial<OutlineLearner> | null, quizCount = 0): CourseOutline {
  return courseOutlineSchema.parse({
    courseId: 7,
    modules: [module(1, [11, 12]), module(2, [21])],
    lessonCount: 3,
    durationMinutes: 30,
    quizCount,
    learner: learner && {
      enrolled: true,
      enrollmentId: 5,
      progress: 0,
      completed: false,
      completedLessons: 0,
      totalLessons: 3,
      completedLessonIds: [],
      nextLesson: { id: 11, title: 'Lesson 11', moduleId: 1 },
      certificate: null,
      ...learner,
    },
  });
}

describe('a completion kept while offline, in the outline', () => {
  it('counts the lesson, moves the percentage as the course service would, and the next lesson on', () => {
    const after = outlineWithKeptCompletion(outlineWith({}), 11)!;
    expect(after.learner).toMatchObject({
      completedLessonIds: [11],
      completedLessons: 1,
      progress: 33,
      nextLesson: { id: 12, title: 'Lesson 12', moduleId: 1 },
      completed: false,
    });
    const second = outlineWithKeptCompletion(after, 12)!;
    expect(second.learner).toMatchObject({ completedLessons: 2, progress: 67, nextLesson: { id: 21 } });
    // The modules are the outline's as they were.
    expect(second.modules).toBe(after.modules);
  });

  it('counts passed quizzes it reads back from the percentage before', () => {
    // 3 lessons and 2 quizzes; one lesson done and one quiz passed is 2 of 5: 40%.
    const outline = outlineWith(
      {
        completedLessonIds: [11],
        completedLessons: 1,
        progress: 40,
        nextLesson: { id: 12, title: 'Lesson 12', moduleId: 1 },
      },
      2,
    );
    expect(outlineWithKeptCompletion(outline, 12)!.learner!.progress).toBe(60);
  });

  it('completing a lesson out of order leaves the first one left as the next', () => {
    const after = outlineWithKeptCompletion(outlineWith({}), 21)!;
    expect(after.learner).toMatchObject({ completedLessons: 1, nextLesson: { id: 11 } });
  });

  it('the last lesson leaves no next lesson and makes 100, but not "completed" (the service decides that)', () => {
    const outline = outlineWith({
      completedLessonIds: [11, 12],
      completedLessons: 2,
      progress: 67,
      nextLesson: { id: 21, title: 'Lesson 21', moduleId: 2 },
    });
    expect(outlineWithKeptCompletion(outline, 21)!.learner).toMatchObject({
      progress: 100,
      nextLesson: null,
      completed: false,
    });
  });

  it('keeps the percentage when the figure before allows counts that give different figures after', () => {
    // 150 lessons and 60 quizzes: 210 items, where one item moves the figure by less than a point.
    const modules = [
      module(
        1,
        Array.from({ length: 150 }, (_, i) => 1000 + i),
      ),
    ];
    const base = outlineWith({});
    const outline: CourseOutline = {
      ...base,
      modules,
      lessonCount: 150,
      quizCount: 60,
      learner: {
        ...base.learner!,
        totalLessons: 150,
        completedLessonIds: [1000, 1001, 1002],
        completedLessons: 3,
        progress: 2,
      },
    };
    // 3 lessons done and 2%: 1 quiz passed (4 of 210 is 1.9%) or 2 (5 of 210, 2.4%). One more lesson makes 5 of
    // 210 (2%) or 6 of 210 (2.9%, 3%): which is not known, so 2% stays.
    expect(outlineWithKeptCompletion(outline, 1003)!.learner).toMatchObject({
      completedLessons: 4,
      progress: 2,
    });
  });

  it('changes nothing for a visitor, a learner not enrolled, a lesson already completed or not in the course', () => {
    expect(outlineWithKeptCompletion(outlineWith(null), 11)).toBeNull();
    expect(outlineWithKeptCompletion(outlineWith({ enrolled: false }), 11)).toBeNull();
    expect(
      outlineWithKeptCompletion(outlineWith({ completedLessonIds: [11], completedLessons: 1 }), 11),
    ).toBeNull();
    expect(outlineWithKeptCompletion(outlineWith({}), 99)).toBeNull();
  });
});
