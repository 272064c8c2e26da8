import { z } from 'zod';
import { lessonCreateSchema, type Lesson } from '@canopy/contracts';

/**
 * The lesson dialog's fields with the contract's own rules and messages ('Lesson title is required', 'Lesson
 * content is required', the link rules). The server checks them again.
 */
export const lessonFormSchema = z.object({
  title: lessonCreateSchema.shape.title,
  content: lessonCreateSchema.shape.content,
  videoUrl: lessonCreateSchema.shape.videoUrl,
  documentUrl: lessonCreateSchema.shape.documentUrl,
});
export type LessonFormInput = z.input<typeof lessonFormSchema>;
export type LessonFormValues = z.output<typeof lessonFormSchema>;

export const emptyLessonForm: LessonFormInput = { title: '', content: '', videoUrl: '', documentUrl: '' };

export function lessonFormOf(lesson: Lesson): LessonFormInput {
  return {
    title: lesson.title,
    content: lesson.content ?? '',
    videoUrl: lesson.videoUrl ?? '',
    documentUrl: lesson.documentUrl ?? '',
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

/** Lesson defaults of the specification: next in order, 5 minutes, with discussion, short form. */
export const newLessonDefaults = { duration: 5, hasDiscussion: true, isShortForm: true } as const;
