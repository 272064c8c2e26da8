import { describe, expect, it } from 'vitest';
import { courseOutlineSchema } from './course-outline';

const lesson = {
  id: 11,
  moduleId: 3,
  title: 'Sunlight to current',
  orderIndex: 1,
  displayName: 'Lesson',
  duration: 12,
  hasDiscussion: true,
  isShortForm: true,
  hasVideo: true,
  hasDocument: false,
  quizCount: 0,
  locked: true,
  videoUrl: null,
  documentUrl: null,
};
const outline = {
  courseId: 7,
  modules: [
    {
      id: 3,
      courseId: 7,
      title: 'Solar at home',
      description: null,
      orderIndex: 1,
      displayName: 'Module',
      storyPhase: null,
      lessonCount: 1,
      createdAt: '2025-01-01T00:00:00.000Z',
      durationMinutes: 12,
      lessons: [lesson],
    },
  ],
  lessonCount: 1,
  durationMinutes: 12,
  quizCount: 0,
  learner: null,
};

describe('course outline', () => {
  it('describes a visitor’s outline: no learner part, no lesson bodies', () => {
    expect(courseOutlineSchema.parse(outline)).toEqual(outline);
    // Lesson bodies are not part of an outline, whoever asks.
    const withBody = {
      ...outline,
      modules: [{ ...outline.modules[0], lessons: [{ ...lesson, content: 'x' }] }],
    };
    expect(courseOutlineSchema.parse(withBody).modules[0]!.lessons[0]).not.toHaveProperty('content');
  });

  it("carries a signed-in caller's progress without the per-module list of /progress", () => {
    const learner = {
      enrolled: true,
      enrollmentId: 5,
      progress: 0,
      completed: false,
      completedLessons: 0,
      totalLessons: 1,
      completedLessonIds: [],
      nextLesson: { id: 11, title: 'Sunlight to current', moduleId: 3 },
      certificate: null,
    };
    expect(courseOutlineSchema.parse({ ...outline, learner }).learner).toEqual(learner);
    expect(
      courseOutlineSchema.safeParse({ ...outline, learner: { ...learner, progress: 101 } }).success,
    ).toBe(false);
  });
});
