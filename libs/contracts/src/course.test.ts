import { describe, expect, it } from 'vitest';
import {
  competencyLevelInfo,
  courseListQuerySchema,
  courseMessages,
  enrollmentUpdateSchema,
  isYoutubeUrl,
  lessonCreateSchema,
  moduleCreateSchema,
  quickCourseSchema,
  wizardCourseSchema,
} from './course';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('course contracts', () => {
  it("keeps the specification's messages word for word", () => {
    expect(courseMessages).toMatchObject({
      courseTitleMin: 'Course title must be at least 5 characters',
      descriptionMin: 'Description must be at least 20 characters',
      categoriesMin: 'Please select at least one category',
      categoriesMax: 'Maximum 3 categories allowed',
      titleRequired: 'Title is required',
      descriptionRequired: 'Description is required',
      categoryRequired: 'Category is required',
      moduleTitleRequired: 'Module title is required',
      moduleDescriptionRequired: 'Module description is required',
      lessonTitleRequired: 'Lesson title is required',
      lessonContentRequired: 'Lesson content is required',
    });
    expect(competencyLevelInfo.proficient.description).toBe(
      'Applying concepts independently and helping others',
    );
  });

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

  it('reads the goals card as the learner screens send it', () => {
    expect(
      enrollmentUpdateSchema.parse({ personalGoal: 'Go', selfPaced: true, targetCompletionDate: '' }),
    ).toEqual({
      personalGoal: 'Go',
      selfPaced: true,
    });
    expect(firstMessage(enrollmentUpdateSchema.safeParse({ weeklyHoursTarget: 81 }))).toBe(
      courseMessages.weeklyHoursRange,
    );
    expect(firstMessage(enrollmentUpdateSchema.safeParse({}))).toBe(courseMessages.nothingToUpdate);
  });

  it('accepts the YouTube formats of the specification and the catalogue filters', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=abcdefghijk',
      'https://youtu.be/abcdefghijk',
      'https://www.youtube.com/embed/abcdefghijk',
    ]) {
      expect(isYoutubeUrl(url)).toBe(true);
    }
    expect(isYoutubeUrl('https://example.com/watch?v=abcdefghijk')).toBe(false);
    expect(courseListQuerySchema.parse({ level: 'all', categoryId: 'all' })).toEqual({ level: 'all' });
  });
});
