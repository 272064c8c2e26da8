import { describe, expect, it } from 'vitest';
import {
  isYoutubeUrl,
  lessonCreateSchema,
  moduleCreateSchema,
  quickCourseSchema,
  wizardCourseSchema,
} from './course-authoring';
import { courseMessages } from './course-messages';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('authoring payloads', () => {
  it('validates the wizard and puts the primary category first', () => {
    const ok = wizardCourseSchema.parse({
      title: 'Hello world',
      description: 'A description of twenty+',
      categoryIds: ['2', 6],
      categoryId: 6,
      imageUrl: '',
    });
    expect(ok).toMatchObject({ categoryId: 6, categoryIds: [6, 2], level: 'beginner' });
    expect(ok.imageUrl).toBeUndefined();
    expect(firstMessage(wizardCourseSchema.safeParse({ title: 'Hey' }))).toBe(courseMessages.courseTitleMin);
    expect(
      firstMessage(
        wizardCourseSchema.safeParse({
          title: 'Hello',
          description: 'x'.repeat(20),
          categoryIds: [1, 2, 3, 4],
        }),
      ),
    ).toBe(courseMessages.categoriesMax);
  });

  it('validates the quick dialog, modules and lessons', () => {
    expect(firstMessage(quickCourseSchema.safeParse({ title: ' ' }))).toBe(courseMessages.titleRequired);
    expect(firstMessage(moduleCreateSchema.safeParse({ title: '' }))).toBe(
      courseMessages.moduleTitleRequired,
    );
    expect(firstMessage(lessonCreateSchema.safeParse({ title: 'T', content: '' }))).toBe(
      courseMessages.lessonContentRequired,
    );
    expect(lessonCreateSchema.parse({ title: 'T', content: 'C', moduleId: '4' })).toMatchObject({
      moduleId: 4,
      duration: 5,
      hasDiscussion: true,
      isShortForm: true,
    });
  });

  it('accepts the YouTube formats of the specification', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=abcdefghijk',
      'https://youtu.be/abcdefghijk',
      'https://www.youtube.com/embed/abcdefghijk',
    ]) {
      expect(isYoutubeUrl(url)).toBe(true);
    }
    expect(isYoutubeUrl('https://example.com/watch?v=abcdefghijk')).toBe(false);
  });
});
