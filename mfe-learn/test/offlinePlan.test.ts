import { describe, expect, it } from 'vitest';
import type { CourseOutline } from '@canopy/contracts';
import { courseCopyPlan } from '../src/lib/offlinePlan';

const ORIGIN = 'https://canopy.test';
const lesson = (id: number, media: { videoUrl?: string; documentUrl?: string } = {}) => ({
  id,
  title: `Lesson ${id}`,
  videoUrl: media.videoUrl ?? null,
  documentUrl: media.documentUrl ?? null,
});
const outline = {
  courseId: 4,
  modules: [
    { id: 1, lessons: [lesson(10, { videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }), lesson(11)] },
    {
      id: 2,
      lessons: [
        lesson(12, { documentUrl: '/api/content/files/guide.pdf' }),
        lesson(13, { documentUrl: 'https://elsewhere.example/a.pdf', videoUrl: '/media/talk.mp4' }),
      ],
    },
  ],
} as unknown as CourseOutline;

describe('courseCopyPlan', () => {
  it("keeps the course's reads, every lesson, and only the files this platform serves", () => {
    const plan = courseCopyPlan(
      7,
      { id: 4, title: 'Soil', imageUrl: `${ORIGIN}/api/content/images/soil.png` },
      outline,
      ORIGIN,
    );
    expect(plan).toMatchObject({ userId: 7, courseId: 4, title: 'Soil' });
    expect(plan.urls).toEqual([
      '/api/user',
      '/api/enrollments',
      '/api/courses/4',
      '/api/courses/4/outline',
      '/api/courses/4/milestones',
      '/api/lessons/10',
      '/api/lessons/11',
      '/api/lessons/12',
      '/api/lessons/13',
    ]);
    expect(plan.optionalUrls).toEqual([
      '/api/lessons/10/quizzes',
      '/api/lessons/11/quizzes',
      '/api/lessons/12/quizzes',
      '/api/lessons/13/quizzes',
      '/api/content/images/soil.png',
      '/api/content/files/guide.pdf',
    ]);
    expect(plan.pages).toEqual(['/courses/4/dashboard', '/courses/4/lessons/10']);
    // Videos stream: each one needs a connection, ours or not.
    expect(plan.onlineOnlyVideos).toBe(2);
  });
});
