import type { CourseOutline } from '@canopy/contracts';
import type { CourseCopyPlan } from '@canopy/offline';
import { lessonHref } from './links';
import { lessonVideo, parseHttpUrl } from './video';

/** A path of this origin for `raw` (relative, or absolute on `origin`), else null: only our files are kept. */
function ownPath(raw: string | null | undefined, origin: string): string | null {
  const url = parseHttpUrl(raw, origin);
  return url && url.origin === origin ? `${url.pathname}${url.search}` : null;
}

/**
 * What making a course available offline keeps: the reads of its enrolled view and of every lesson page (the
 * course, the outline, the learner's enrollments and milestones, each lesson and its quizzes), the documents and
 * images this platform serves for it, and the code of both pages. Videos are not kept (they stream, and most
 * are on YouTube or elsewhere): they are counted as needing a connection.
 */
export function courseCopyPlan(
  userId: number,
  course: { id: number; title: string; imageUrl?: string | null },
  outline: CourseOutline,
  origin: string,
): CourseCopyPlan {
  const lessons = outline.modules.flatMap((m) => m.lessons);
  const urls = [
    '/api/user',
    '/api/enrollments',
    `/api/courses/${course.id}`,
    `/api/courses/${course.id}/outline`,
    `/api/courses/${course.id}/milestones`,
    ...lessons.map((l) => `/api/lessons/${l.id}`),
  ];
  const files = [course.imageUrl, ...lessons.map((l) => l.documentUrl)]
    .map((raw) => ownPath(raw, origin))
    .filter((p): p is string => p !== null);
  const optionalUrls = [...lessons.map((l) => `/api/lessons/${l.id}/quizzes`), ...new Set(files)];
  const first = lessons[0];
  return {
    userId,
    courseId: course.id,
    title: course.title,
    urls,
    optionalUrls,
    pages: [`/courses/${course.id}/dashboard`, ...(first ? [lessonHref(course.id, first.id)] : [])],
    onlineOnlyVideos: lessons.filter((l) => lessonVideo(l.videoUrl, origin) !== null).length,
  };
}
