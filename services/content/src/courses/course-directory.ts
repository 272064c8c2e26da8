import type { Logger } from 'pino';
import { contentMessages, courseInternalApi } from '@canopy/contracts';
import {
  createInternalClient,
  type PeerBaseUrls,
  HttpError,
  UnavailableError,
  type TokenSigner,
} from '@canopy/service-kit';

/** Courses and enrollments, owned by the course service (its internal API). */
export interface CourseDirectory {
  /** Who teaches the course; null when there is no such course. Throws 503 when it cannot be asked. */
  courseOwner(courseId: number, requestId?: string): Promise<number | null>;
  /** Whether the user is enrolled in the course. Throws 503 when it cannot be asked. */
  isEnrolled(courseId: number, userId: number, requestId?: string): Promise<boolean>;
}

/**
 * A "yes" to an enrollment is kept briefly (the call's rule: a reader opening several ebooks of one course asks
 * the same question, and a learner who enrolled a moment ago must not be told no). Without COURSE_URL nothing
 * about courses can be shown: asking answers 503.
 */
export function createCourseDirectory(opts: {
  /** One URL per instance of the owner (spread, failed over: service-kit's internal client). */
  baseUrl: PeerBaseUrls;
  /** This service's signer: its calls carry a token it signs with its own key. */
  signer: TokenSigner;
  logger: Logger;
  timeoutMs?: number;
}): CourseDirectory {
  const course = createInternalClient(courseInternalApi, {
    baseUrl: opts.baseUrl,
    signer: opts.signer,
    timeoutMs: opts.timeoutMs ?? 2_000,
    logger: opts.logger,
  });

  // A malformed id is "no" ("no such course"); anything else means the course service cannot say.
  async function ask<T>(question: Promise<T>): Promise<T | null> {
    try {
      return await question;
    } catch (err) {
      if (err instanceof HttpError && err.status === 400) return null;
      throw new UnavailableError(contentMessages.courseServiceUnavailable);
    }
  }

  return {
    async courseOwner(courseId, requestId) {
      return (await ask(course.courseOwner({ params: { id: courseId } }, requestId)))?.instructorId ?? null;
    },
    async isEnrolled(courseId, userId, requestId) {
      const answer = await ask(course.enrollmentCheck({ query: { courseId, userId } }, requestId));
      return answer?.enrolled === true;
    },
  };
}
