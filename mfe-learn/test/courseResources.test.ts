import { describe, expect, it } from 'vitest';
import type { OutlineLesson, OutlineModule } from '@canopy/contracts';
import { courseResources } from '../src/lib/courseResources';

const lesson = (id: number, links: Partial<OutlineLesson>): OutlineLesson => ({
  id,
  moduleId: 1,
  title: `Lesson ${id}`,
  orderIndex: id,
  displayName: 'Lesson',
  duration: 5,
  hasDiscussion: true,
  isShortForm: true,
  hasVideo: Boolean(links.videoUrl),
  hasDocument: Boolean(links.documentUrl),
  quizCount: 0,
  locked: false,
  videoUrl: null,
  documentUrl: null,
  ...links,
});

const module = (lessons: OutlineLesson[]): OutlineModule => ({
  id: 1,
  courseId: 1,
  title: 'Solar at home',
  description: null,
  orderIndex: 1,
  displayName: 'Module',
  storyPhase: null,
  lessonCount: lessons.length,
  createdAt: '2025-01-01T00:00:00.000Z',
  durationMinutes: 5 * lessons.length,
  lessons,
});

describe('courseResources', () => {
  it('lists videos and documents in course order with safe links', () => {
    const list = courseResources(
      [
        module([
          lesson(1, { videoUrl: 'https://youtu.be/dQw4w9WgXcQ', documentUrl: '/files/guide.pdf' }),
          lesson(2, { documentUrl: 'javascript:alert(1)' }),
          lesson(3, { videoUrl: 'https://example.org/clip.mp4' }),
        ]),
      ],
      'https://canopy.example',
    );
    expect(list.map((r) => [r.key, r.kind, r.href])).toEqual([
      ['v1', 'video', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      ['d1', 'document', '/files/guide.pdf'],
      ['v3', 'video', 'https://example.org/clip.mp4'],
    ]);
  });

  it('has nothing to list for locked lessons, whose links the outline leaves out', () => {
    const locked = lesson(1, { hasVideo: true, locked: true });
    expect(courseResources([module([locked])], 'https://canopy.example')).toEqual([]);
  });
});
