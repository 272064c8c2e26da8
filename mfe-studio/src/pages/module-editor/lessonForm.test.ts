import { describe, expect, it } from 'vitest';
import { isLessonVideoLink } from '@canopy/contracts';
import { contentExcerpt, emptyLessonForm, lessonFormSchema, lessonUpdateOf } from './lessonForm';
import { moduleFigures } from './ModuleStats';

describe('contentExcerpt', () => {
  it('keeps the first 100 characters of the words, without Markdown', () => {
    expect(
      contentExcerpt(
        'Sunlight frees **electrons** in _silicon_.\n\n> They flow as [current](https://x.org).',
      ),
    ).toBe('Sunlight frees electrons in silicon. They flow as current.');
    const long = 'a'.repeat(150);
    expect(contentExcerpt(long)).toBe(`${'a'.repeat(100)}…`);
    expect(contentExcerpt(null)).toBe('');
  });
});

describe('lessonFormSchema', () => {
  it('answers the specification’s messages', () => {
    const result = lessonFormSchema.safeParse({ ...emptyLessonForm, title: '', content: ' ', duration: 0 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Lesson title is required',
      'Lesson content is required',
      'Duration must be between 1 and 600 minutes',
    ]);
  });
  it('starts from the data model’s defaults and clears emptied sections when saving', () => {
    expect(emptyLessonForm).toMatchObject({
      displayName: 'Lesson',
      duration: 5,
      hasDiscussion: true,
      isShortForm: true,
    });
    const parsed = lessonFormSchema.parse({
      ...emptyLessonForm,
      title: 'Soil',
      content: 'Body',
      caseStudy: '  A farm in Kent  ',
      isShortForm: false,
    });
    expect(lessonUpdateOf(parsed)).toMatchObject({
      caseStudy: 'A farm in Kent',
      practicalApplication: null,
      actionSteps: null,
      reflectionPrompts: null,
      videoUrl: null,
      isShortForm: false,
      hasDiscussion: true,
      duration: 5,
    });
  });
  it('takes YouTube and video-file links and refuses other pages', () => {
    expect(isLessonVideoLink('https://youtu.be/dQw4w9WgXcQ')).toBe(true);
    expect(isLessonVideoLink('/media/intro.mp4')).toBe(true);
    expect(isLessonVideoLink('https://example.org/watch')).toBe(false);
  });
});

describe('moduleFigures', () => {
  const analytics = {
    courseId: 1,
    range: 'week' as const,
    enrollments: [],
    enrolled: 2,
    completed: 0,
    completionRate: 0,
    lessons: [
      { lessonId: 1, title: 'A', moduleId: 9, moduleTitle: 'M', completions: 2 },
      { lessonId: 2, title: 'B', moduleId: 9, moduleTitle: 'M', completions: 1 },
      { lessonId: 3, title: 'C', moduleId: 8, moduleTitle: 'N', completions: 2 },
    ],
    quizzes: [
      { quizId: 1, title: 'Q', lessonId: 2, attempts: 0, learners: 0, averageScore: null, passRate: null },
      { quizId: 2, title: 'R', lessonId: 3, attempts: 0, learners: 0, averageScore: null, passRate: null },
    ],
  };
  const lessons = [{ id: 1 }, { id: 2 }] as Parameters<typeof moduleFigures>[1];

  it('counts the module’s quizzes and the share of its lessons the learners completed', () => {
    expect(moduleFigures(analytics, lessons)).toMatchObject({ quizzes: 1, completionRate: 75 });
  });
  it('shows no rate without learners', () => {
    expect(moduleFigures({ ...analytics, enrolled: 0 }, lessons)).toMatchObject({
      completionRate: null,
      note: 'No learners yet',
    });
  });
});
