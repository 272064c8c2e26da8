import { z } from 'zod';
import { storyTemplateSchema } from './course-catalogue';
import {
  COURSE_DESCRIPTION_MIN,
  COURSE_TITLE_MIN,
  MAX_COURSE_CATEGORIES,
  creatableCourseLevels,
} from './course-labels';
import { idField, optionalLink, optionalText } from './course-fields';
import { isLessonVideoLink, lessonMediaMessages } from './lesson-media';
import { courseMessages } from './course-messages';

/* Authoring payloads: creating courses (quick dialog, wizard), reviewing them, adding modules and lessons. */

export const DEFAULT_LESSON_DURATION = 5;

const youtubePattern =
  /^https?:\/\/(?:(?:www\.|m\.|music\.)?youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|live\/)|youtu\.be\/)[\w-]{6,}/i;
/** Accepted formats: {host}/watch?v=, youtu.be/ and {host}/embed/ (and /shorts/, /live/). */
export function isYoutubeUrl(url: string): boolean {
  return youtubePattern.test(url.trim());
}

const orderIndexField = z
  .number({ error: courseMessages.orderIndexInvalid })
  .int(courseMessages.orderIndexInvalid)
  .min(0, courseMessages.orderIndexInvalid)
  .max(100_000, courseMessages.orderIndexInvalid)
  .optional();

const creatableLevelSchema = z.enum(creatableCourseLevels, { error: courseMessages.levelInvalid });

/** POST /api/courses (educator quick course dialog). */
export const quickCourseSchema = z.object({
  title: z
    .string({ error: courseMessages.titleRequired })
    .trim()
    .min(1, courseMessages.titleRequired)
    .max(200, courseMessages.titleMax),
  description: z
    .string({ error: courseMessages.descriptionRequired })
    .trim()
    .min(1, courseMessages.descriptionRequired)
    .max(10_000, courseMessages.descriptionMax),
  categoryId: idField(courseMessages.categoryRequired),
  level: creatableLevelSchema.default('beginner'),
  imageUrl: optionalLink(),
});
export type QuickCoursePayload = z.input<typeof quickCourseSchema>;
export type QuickCourseInput = z.output<typeof quickCourseSchema>;

const phaseText = optionalText(10_000);

/** POST /api/courses/create (course wizard). categoryId defaults to the first of categoryIds. */
export const wizardCourseSchema = z
  .object({
    title: z
      .string({ error: courseMessages.courseTitleMin })
      .trim()
      .min(COURSE_TITLE_MIN, courseMessages.courseTitleMin)
      .max(200, courseMessages.titleMax),
    description: z
      .string({ error: courseMessages.descriptionMin })
      .trim()
      .min(COURSE_DESCRIPTION_MIN, courseMessages.descriptionMin)
      .max(10_000, courseMessages.descriptionMax),
    level: creatableLevelSchema.default('beginner'),
    categoryIds: z
      .array(idField(courseMessages.categoriesMin), { error: courseMessages.categoriesMin })
      .min(1, courseMessages.categoriesMin)
      .max(MAX_COURSE_CATEGORIES, courseMessages.categoriesMax),
    categoryId: idField(courseMessages.categoryRequired).optional().nullable(),
    imageUrl: optionalLink(),
    youtubeUrl: optionalLink(courseMessages.youtubeUrlInvalid).refine(
      (v) => v === undefined || isYoutubeUrl(v),
      courseMessages.youtubeUrlInvalid,
    ),
    storyTemplate: storyTemplateSchema.optional().nullable(),
    transformationJourney: phaseText,
    characterDevelopment: phaseText,
    practicalSkills: phaseText,
    awakeningPhase: phaseText,
    explorationPhase: phaseText,
    challengePhase: phaseText,
    breakthroughPhase: phaseText,
    integrationPhase: phaseText,
    legacyPhase: phaseText,
  })
  .transform(({ categoryId, categoryIds, ...rest }) => {
    // Primary category first, no duplicates; the wizard sends categoryId = the first selected one.
    const ids = [...new Set(categoryId ? [categoryId, ...categoryIds] : categoryIds)];
    return { ...rest, categoryId: ids[0]!, categoryIds: ids };
  })
  .refine((v) => v.categoryIds.length <= MAX_COURSE_CATEGORIES, {
    message: courseMessages.categoriesMax,
    path: ['categoryIds'],
  });
export type WizardCoursePayload = z.input<typeof wizardCourseSchema>;
export type WizardCourseInput = z.output<typeof wizardCourseSchema>;

/** POST /api/courses/{id}/reject (admin). */
export const courseRejectionSchema = z.object({
  reason: z
    .string({ error: courseMessages.rejectionReasonRequired })
    .trim()
    .min(1, courseMessages.rejectionReasonRequired)
    .max(2000, courseMessages.textMax),
});
export type CourseRejectionPayload = z.input<typeof courseRejectionSchema>;

/** POST /api/modules. orderIndex defaults to the number of existing modules + 1. */
export const moduleCreateSchema = z.object({
  title: z
    .string({ error: courseMessages.moduleTitleRequired })
    .trim()
    .min(1, courseMessages.moduleTitleRequired)
    .max(200, courseMessages.titleMax),
  description: z
    .string({ error: courseMessages.moduleDescriptionRequired })
    .trim()
    .min(1, courseMessages.moduleDescriptionRequired)
    .max(10_000, courseMessages.descriptionMax),
  courseId: idField(courseMessages.courseRequired),
  orderIndex: orderIndexField,
  displayName: optionalText(50),
  storyPhase: optionalText(200),
});
export type ModuleCreatePayload = z.input<typeof moduleCreateSchema>;
export type ModuleCreateInput = z.output<typeof moduleCreateSchema>;

/** POST /api/lessons. orderIndex defaults to the number of existing lessons of the module + 1. */
export const lessonCreateSchema = z.object({
  title: z
    .string({ error: courseMessages.lessonTitleRequired })
    .trim()
    .min(1, courseMessages.lessonTitleRequired)
    .max(200, courseMessages.titleMax),
  content: z
    .string({ error: courseMessages.lessonContentRequired })
    .min(1, courseMessages.lessonContentRequired)
    .max(100_000, courseMessages.contentMax)
    .refine((v) => v.trim().length > 0, courseMessages.lessonContentRequired),
  moduleId: idField(courseMessages.moduleRequired),
  orderIndex: orderIndexField,
  videoUrl: optionalLink().refine(
    (v) => v === undefined || isLessonVideoLink(v),
    lessonMediaMessages.videoUrlInvalid,
  ),
  documentUrl: optionalLink(),
  duration: z
    .number({ error: courseMessages.durationInvalid })
    .int(courseMessages.durationInvalid)
    .min(1, courseMessages.durationInvalid)
    .max(600, courseMessages.durationInvalid)
    .default(DEFAULT_LESSON_DURATION),
  hasDiscussion: z.boolean().default(true),
  isShortForm: z.boolean().default(true),
  displayName: optionalText(50),
  practicalApplication: optionalText(10_000),
  caseStudy: optionalText(10_000),
  actionSteps: optionalText(10_000),
  reflectionPrompts: optionalText(10_000),
});
export type LessonCreatePayload = z.input<typeof lessonCreateSchema>;
export type LessonCreateInput = z.output<typeof lessonCreateSchema>;
