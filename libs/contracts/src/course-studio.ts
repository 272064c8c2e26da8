import { z } from 'zod';
import { lessonCreateSchema, moduleCreateSchema, wizardCourseSchema } from './course-authoring';
import { storyTemplateSchema } from './course-catalogue';
import { idField } from './course-fields';
import { courseMessages } from './course-messages';
import { courseStudioMessages } from './course-studio-messages';
import { isLessonVideoLink, lessonMediaMessages } from './lesson-media';

/*
 * The studio's editing calls (course service): changing courses, modules and lessons, reordering modules and
 * lessons, moving a lesson. The review workflow is in course-review.ts, the educator's figures in
 * course-educator-figures.ts, the texts of all of them in course-studio-messages.ts.
 */

const orderIdList = z
  .array(idField(courseStudioMessages.orderMustListAll), { error: courseStudioMessages.orderMustListAll })
  .min(1, courseStudioMessages.orderMustListAll)
  .max(1000, courseStudioMessages.orderMustListAll)
  .refine((ids) => new Set(ids).size === ids.length, courseStudioMessages.orderMustListAll);

/** PUT /api/courses/{id}/modules/order: every module of the course, in the new order (orderIndex becomes 1..n). */
export const moduleOrderSchema = z.object({ moduleIds: orderIdList });
export type ModuleOrderPayload = z.input<typeof moduleOrderSchema>;

/** PUT /api/modules/{id}/lessons/order: every lesson of the module, in the new order. */
export const lessonOrderSchema = z.object({ lessonIds: orderIdList });
export type LessonOrderPayload = z.input<typeof lessonOrderSchema>;

/** POST /api/lessons/{id}/move: to another module of the same course, at a 1-based position (default last). */
export const lessonMoveSchema = z.object({
  moduleId: idField(courseMessages.moduleRequired),
  position: z
    .number({ error: courseMessages.orderIndexInvalid })
    .int(courseMessages.orderIndexInvalid)
    .min(1, courseMessages.orderIndexInvalid)
    .max(100_000, courseMessages.orderIndexInvalid)
    .optional(),
});
export type LessonMovePayload = z.input<typeof lessonMoveSchema>;

/** Optional text that may be cleared: '' or null clears it (null), absent leaves it. */
function clearableText(max: number) {
  return z
    .string({ error: courseMessages.textMax })
    .trim()
    .max(max, courseMessages.textMax)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v : null));
}
function clearableLink() {
  return z
    .string({ error: courseMessages.urlInvalid })
    .trim()
    .max(2048, courseMessages.urlInvalid)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v : null))
    .refine((v) => !v || /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i.test(v), courseMessages.urlInvalid);
}
const atLeastOneField = (v: Record<string, unknown>) => Object.values(v).some((x) => x !== undefined);

// Updates take the create schemas' own field rules where they are the same rule, made optional; a field the
// update may clear ('' or null → null) has its own clearable rule, and defaults are dropped (absent = unchanged).
const wizardFields = wizardCourseSchema.in.shape;
const lessonFields = lessonCreateSchema.shape;

/** PATCH /api/courses/{id}: any of the wizard's fields (same rules); at least one. */
export const courseUpdateSchema = z
  .object({
    title: wizardFields.title.optional(),
    description: wizardFields.description.optional(),
    level: wizardFields.level.unwrap().optional(),
    categoryIds: wizardFields.categoryIds.transform((ids) => [...new Set(ids)]).optional(),
    imageUrl: clearableLink(),
    storyTemplate: storyTemplateSchema.nullable().optional(),
    transformationJourney: clearableText(10_000),
    characterDevelopment: clearableText(10_000),
    practicalSkills: clearableText(10_000),
    awakeningPhase: clearableText(10_000),
    explorationPhase: clearableText(10_000),
    challengePhase: clearableText(10_000),
    breakthroughPhase: clearableText(10_000),
    integrationPhase: clearableText(10_000),
    legacyPhase: clearableText(10_000),
  })
  .refine(atLeastOneField, courseMessages.nothingToUpdate);
export type CourseUpdatePayload = z.input<typeof courseUpdateSchema>;
export type CourseUpdateInput = z.output<typeof courseUpdateSchema>;

/** PATCH /api/modules/{id}: the module editor's 'Edit Module' (same messages as creating one). */
export const moduleUpdateSchema = moduleCreateSchema
  .pick({ title: true, description: true })
  .partial()
  .extend({ displayName: moduleCreateSchema.shape.displayName, storyPhase: clearableText(200) })
  .refine(atLeastOneField, courseMessages.nothingToUpdate);
export type ModuleUpdatePayload = z.input<typeof moduleUpdateSchema>;
export type ModuleUpdateInput = z.output<typeof moduleUpdateSchema>;

/** PATCH /api/lessons/{id}: any field of the lesson dialog; links and teaching fields may be cleared. */
export const lessonUpdateSchema = lessonCreateSchema
  .pick({ title: true, content: true })
  .partial()
  .extend({
    videoUrl: clearableLink().refine((v) => !v || isLessonVideoLink(v), lessonMediaMessages.videoUrlInvalid),
    documentUrl: clearableLink(),
    duration: lessonFields.duration.unwrap().optional(),
    hasDiscussion: lessonFields.hasDiscussion.unwrap().optional(),
    isShortForm: lessonFields.isShortForm.unwrap().optional(),
    displayName: lessonFields.displayName,
    practicalApplication: clearableText(10_000),
    caseStudy: clearableText(10_000),
    actionSteps: clearableText(10_000),
    reflectionPrompts: clearableText(10_000),
  })
  .refine(atLeastOneField, courseMessages.nothingToUpdate);
export type LessonUpdatePayload = z.input<typeof lessonUpdateSchema>;
export type LessonUpdateInput = z.output<typeof lessonUpdateSchema>;
