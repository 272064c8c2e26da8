import { describe, expect, it } from 'vitest';
import type { CourseOutline, OutlineLesson } from '@canopy/contracts';
import { courseContents, includesText } from '../src/lib/courseContents';

const lesson = (id: number, extra: Partial<OutlineLesson> = {}): OutlineLesson => ({
  id,
  moduleId: 1,
  title: `Lesson ${id}`,
  orderIndex: id,
  displayName: 'Lesson',
  duration: 5,
  hasDiscussion: true,
  isShortForm: true,
  hasVideo: false,
  hasDocument: false,
  quizCount: 0,
  locked: true,
  videoUrl: null,
  documentUrl: null,
  ...extra,
});

const outline = (lessons: OutlineLesson[], quizCount = 0): CourseOutline => ({
  courseId: 1,
  modules: [
    {
      id: 1,
      courseId: 1,
      title: 'M',
      description: null,
      orderIndex: 1,
      displayName: 'Module',
      storyPhase: null,
      lessonCount: lessons.length,
      createdAt: '2025-01-01T00:00:00.000Z',
      durationMinutes: lessons.length * 5,
      lessons,
    },
  ],
  lessonCount: lessons.length,
  durationMinutes: lessons.length * 5,
  quizCount,
  learner: null,
});

describe('course contents', () => {
  it('counts videos and documents from the outline, even of locked lessons', () => {
    const o = outline([
      lesson(1, { hasVideo: true }),
      lesson(2, { hasVideo: true, hasDocument: true }),
      lesson(3),
    ]);
    expect(courseContents(o)).toEqual({ lessons: 3, videos: 2, documents: 1, quizzes: 0 });
  });

  it('names only what the course really has', () => {
    expect(includesText({ lessons: 4, videos: 0, documents: 0, quizzes: 0 })).toBeNull();
    expect(includesText({ lessons: 4, videos: 1, documents: 0, quizzes: 0 })).toBe('Includes 1 video');
    expect(includesText({ lessons: 4, videos: 3, documents: 1, quizzes: 0 })).toBe(
      'Includes 3 videos and 1 document',
    );
    expect(includesText({ lessons: 4, videos: 3, documents: 2, quizzes: 2 })).toBe(
      'Includes 2 quizzes, 3 videos and 2 documents',
    );
    expect(includesText({ lessons: 4, videos: 0, documents: 0, quizzes: 1 })).toBe('Includes 1 quiz');
  });
});
