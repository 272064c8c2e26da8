import { z } from 'zod';
import {
  DEFAULT_LESSON_DISPLAY_NAME,
  DEFAULT_LESSON_DURATION,
  lessonCreateSchema,
  type Lesson,
  type LessonUpdatePayload,
} from '@canopy/contracts';

const shape = lessonCreateSchema.shape;

/**
 * The lesson dialogs' fields (the builder's and the module editor's) with the contract's own rules and messages
 * ('Lesson title is required', 'Lesson content is required', the link rules, the duration's range). The server
 * checks them again.
 */
export const lessonFormSchema = z.object({
  title: shape.title,
  content: shape.content,
  videoUrl: shape.videoUrl,
  documentUrl: shape.documentUrl,
  displayName: shape.displayName,
  duration: shape.duration,
  hasDiscussion: z.boolean(),
  isShortForm: z.boolean(),
  practicalApplication: shape.practicalApplication,
  caseStudy: shape.caseStudy,
  actionSteps: shape.actionSteps,
  reflectionPrompts: shape.reflectionPrompts,
});
export type LessonFormInput = z.input<typeof lessonFormSchema>;
export type LessonFormValues = z.output<typeof lessonFormSchema>;

/** The teaching sections learners see on the lesson page, each under its own heading when it has text. */
export const lessonTeachingFields = [
  'practicalApplication',
  'caseStudy',
  'actionSteps',
  'reflectionPrompts',
] as const;

/** Lesson defaults of the specification: 5 minutes, with discussion, short form, called 'Lesson'. */
export const newLessonDefaults = {
  displayName: DEFAULT_LESSON_DISPLAY_NAME,
  duration: DEFAULT_LESSON_DURATION,
  hasDiscussion: true,
  isShortForm: true,
} as const;

export const emptyLessonForm: LessonFormInput = {
  title: '',
  content: '',
  videoUrl: '',
  documentUrl: '',
  ...newLessonDefaults,
  practicalApplication: '',
  caseStudy: '',
  actionSteps: '',
  reflectionPrompts: '',
};

export function lessonFormOf(lesson: Lesson): LessonFormInput {
  return {
    title: lesson.title,
    content: lesson.content ?? '',
    videoUrl: lesson.videoUrl ?? '',
    documentUrl: lesson.documentUrl ?? '',
    displayName: lesson.displayName,
    duration: lesson.duration,
    hasDiscussion: lesson.hasDiscussion,
    isShortForm: lesson.isShortForm,
    practicalApplication: lesson.practicalApplication ?? '',
    caseStudy: lesson.caseStudy ?? '',
    actionSteps: lesson.actionSteps ?? '',
    reflectionPrompts: lesson.reflectionPrompts ?? '',
  };
}

/**
 * A PATCH of the lesson from the form's checked values: an emptied link or teaching section is cleared (null),
 * not left as it was; an emptied name keeps the stored one.
 */
export function lessonUpdateOf(values: LessonFormValues): LessonUpdatePayload {
  return {
    ...values,
    videoUrl: values.videoUrl ?? null,
    documentUrl: values.documentUrl ?? null,
    practicalApplication: values.practicalApplication ?? null,
    caseStudy: values.caseStudy ?? null,
    actionSteps: values.actionSteps ?? null,
    reflectionPrompts: values.reflectionPrompts ?? null,
  };
}

/** The specification's lesson preview: the first 100 characters of the content. */
export function contentExcerpt(content: string | null, length = 100): string {
  // The content is Markdown: the excerpt shows its words, not its markup.
  const text = (content ?? '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/(\*\*|__|\*|_|~~|`)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > length ? `${text.slice(0, length)}…` : text;
}
