import type { CourseOutline } from '@canopy/contracts';
import { learnText } from '../i18n/useLearnT';
import { groupDigits } from './progress';

export interface CourseContents {
  lessons: number;
  videos: number;
  documents: number;
  quizzes: number;
}

/** What a course is made of, counted from its outline (every lesson says whether it has a video or document). */
export function courseContents(outline: CourseOutline): CourseContents {
  const lessons = outline.modules.flatMap((m) => m.lessons);
  return {
    lessons: outline.lessonCount,
    videos: lessons.filter((l) => l.hasVideo).length,
    documents: lessons.filter((l) => l.hasDocument).length,
    quizzes: outline.quizCount,
  };
}

/**
 * The side card's "Includes ..." line, naming only what the course really has ("Includes 2 quizzes, 5 videos
 * and 1 document"); null when it has none of them.
 */
export function includesText({ quizzes, videos, documents }: CourseContents): string | null {
  const parts = [
    quizzes > 0 ? learnText('{{n}} quizzes', { count: quizzes, n: groupDigits(quizzes) }) : null,
    videos > 0 ? learnText('{{n}} videos', { count: videos, n: groupDigits(videos) }) : null,
    documents > 0 ? learnText('{{n}} documents', { count: documents, n: groupDigits(documents) }) : null,
  ].filter((p): p is string => p !== null);
  if (parts.length === 0) return null;
  const last = parts.pop()!;
  return parts.length > 0
    ? learnText('Includes {{list}} and {{last}}', { list: parts.join(', '), last })
    : learnText('Includes {{list}}', { list: last });
}
