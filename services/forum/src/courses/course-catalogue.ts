import type { Logger } from 'pino';
import type { CourseDetail, LessonDetail } from '@canopy/contracts';
import { forumMessages } from '@canopy/contracts';
import { createServiceClient, HttpError, TtlCache, UnavailableError } from '@canopy/service-kit';

/** What the forum needs to know about a course: its title (for its topic) and category. */
export interface CourseFacts {
  id: number;
  title: string;
  categoryId: number | null;
}

/** Courses and lessons, owned by the course service (read through its public API, as a visitor would). */
export interface CourseCatalogue {
  /** An approved course; null when there is no such approved course. Throws 503 when it cannot be asked. */
  course(courseId: number, requestId?: string): Promise<CourseFacts | null>;
  /** The course a lesson belongs to; null when there is no such lesson in an approved course. */
  lessonCourseId(lessonId: number, requestId?: string): Promise<number | null>;
}

/** Without a course service: course discussions cannot be checked, so they are refused (503). */
export const noCourseCatalogue: CourseCatalogue = {
  course: async () => {
    throw new UnavailableError(forumMessages.courseUnavailable);
  },
  lessonCourseId: async () => {
    throw new UnavailableError(forumMessages.courseUnavailable);
  },
};

const TTL_MS = 60_000;

export function createCourseServiceCatalogue(opts: {
  baseUrl: string;
  secret: string;
  logger: Logger;
  timeoutMs?: number;
}): CourseCatalogue {
  const client = createServiceClient({
    target: 'course',
    baseUrl: opts.baseUrl,
    caller: 'forum',
    secret: opts.secret,
    timeoutMs: opts.timeoutMs ?? 2_000,
  });
  const courses = new TtlCache<number, CourseFacts>(TTL_MS, 2_000);
  const lessons = new TtlCache<number, number>(TTL_MS, 5_000);

  async function ask<T>(path: string, requestId?: string): Promise<T | null> {
    try {
      return await client.get<T>(path, requestId);
    } catch (err) {
      // The public API answers 404 for unknown and unapproved courses alike: for the forum, both are "no".
      if (err instanceof HttpError && (err.status === 404 || err.status === 400)) return null;
      opts.logger.warn({ err, path }, 'course service unavailable for the forum');
      throw new UnavailableError(forumMessages.courseUnavailable);
    }
  }

  return {
    async course(courseId, requestId) {
      const hit = courses.get(courseId);
      if (hit !== undefined) return hit;
      const found = await ask<CourseDetail>(`/api/courses/${courseId}`, requestId);
      const facts =
        found && found.status === 'approved'
          ? { id: found.id, title: found.title, categoryId: found.categoryId ?? null }
          : null;
      // Only answers are kept: a course approved a moment ago is found on the next try.
      if (facts) courses.set(courseId, facts);
      return facts;
    },
    async lessonCourseId(lessonId, requestId) {
      const hit = lessons.get(lessonId);
      if (hit !== undefined) return hit;
      const found = await ask<LessonDetail>(`/api/lessons/${lessonId}`, requestId);
      const courseId = found && found.course.status === 'approved' ? found.course.id : null;
      if (courseId !== null) lessons.set(lessonId, courseId);
      return courseId;
    },
  };
}
