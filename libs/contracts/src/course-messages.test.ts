import { describe, expect, it } from 'vitest';
import { courseMessages } from './course-messages';

describe('course messages', () => {
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
  });
});
