import type { Logger } from 'pino';
import { courseInternalApi, forumMessages, type ApprovedCourse } from '@canopy/contracts';
import {
  createInternalClient,
  type PeerBaseUrls,
  HttpError,
  UnavailableError,
  type TokenSigner,
} from '@canopy/service-kit';

/** What the forum needs to know about a course: its title (for its topic) and category. */
export type CourseFacts = ApprovedCourse;

/** Approved courses and their lessons, owned by the course service (its internal API). */
export interface CourseCatalogue {
  /** An approved course; null when there is no such approved course. Throws 503 when it cannot be asked. */
  course(courseId: number, requestId?: string): Promise<CourseFacts | null>;
  /** The course a lesson belongs to; null when there is no such lesson in an approved course. */
  lessonCourseId(lessonId: number, requestId?: string): Promise<number | null>;
}

/** Found courses and lessons are kept a minute (the calls' rule); without COURSE_URL every question is a 503. */
export function createCourseServiceCatalogue(opts: {
  /** One URL per instance of the owner (spread, failed over: service-kit's internal client). */
  baseUrl: PeerBaseUrls;
  /** This service's signer: its calls carry a token it signs with its own key. */
  signer: TokenSigner;
  logger: Logger;
  timeoutMs?: number;
}): CourseCatalogue {
  const course = createInternalClient(courseInternalApi, {
    baseUrl: opts.baseUrl,
    signer: opts.signer,
    timeoutMs: opts.timeoutMs ?? 2_000,
    logger: opts.logger,
  });

  // A malformed id is "no such course" for the forum too; anything else means the course service cannot say.
  async function ask<T>(question: Promise<T>): Promise<T | null> {
    try {
      return await question;
    } catch (err) {
      if (err instanceof HttpError && err.status === 400) return null;
      throw new UnavailableError(forumMessages.courseUnavailable);
    }
  }

  return {
    course: (courseId, requestId) => ask(course.approvedCourse({ params: { id: courseId } }, requestId)),
    async lessonCourseId(lessonId, requestId) {
      const found = await ask(course.lessonCourse({ params: { id: lessonId } }, requestId));
      return found?.courseId ?? null;
    },
  };
}
