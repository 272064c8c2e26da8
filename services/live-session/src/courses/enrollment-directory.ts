import type { Logger } from 'pino';
import { courseInternalApi, liveSessionMessages } from '@canopy/contracts';
import {
  createInternalClient,
  type PeerBaseUrls,
  HttpError,
  UnavailableError,
  type TokenSigner,
} from '@canopy/service-kit';

/** Enrollments and owners of courses, owned by the course service (its internal API). */
export interface EnrollmentDirectory {
  /** Whether the user is enrolled in the course. Throws 503 when the course service cannot be asked. */
  isEnrolled(courseId: number, userId: number, requestId?: string): Promise<boolean>;
  /** Who teaches the course; null when there is no such course. Throws 503 when it cannot be asked. */
  courseOwner(courseId: number, requestId?: string): Promise<number | null>;
  /** The course's enrolled learners (never cached: whom to notify). Throws 503 when it cannot be asked. */
  learners(courseId: number): Promise<number[]>;
}

/**
 * A "yes" to an enrollment is kept briefly (the call's rule: lists of many sessions ask about the same course,
 * and a learner who enrols must see the meeting link on the next read). Without COURSE_URL nobody can be shown
 * to be enrolled: asking answers 503.
 */
export function createCourseEnrollmentDirectory(opts: {
  /** One URL per instance of the owner (spread, failed over: service-kit's internal client). */
  baseUrl: PeerBaseUrls;
  /** This service's signer: its calls carry a token it signs with its own key. */
  signer: TokenSigner;
  logger: Logger;
  timeoutMs?: number;
}): EnrollmentDirectory {
  const course = createInternalClient(courseInternalApi, {
    baseUrl: opts.baseUrl,
    signer: opts.signer,
    timeoutMs: opts.timeoutMs ?? 2_000,
    logger: opts.logger,
  });

  // A malformed id is "no" ("no such course"); anything else means the course service cannot say.
  async function ask<T>(question: Promise<T>, malformed: T): Promise<T> {
    try {
      return await question;
    } catch (err) {
      if (err instanceof HttpError && err.status === 400) return malformed;
      throw new UnavailableError(liveSessionMessages.courseUnavailable);
    }
  }

  return {
    async isEnrolled(courseId, userId, requestId) {
      const answer = await ask(course.enrollmentCheck({ query: { courseId, userId } }, requestId), null);
      return answer?.enrolled === true;
    },
    async courseOwner(courseId, requestId) {
      const answer = await ask(course.courseOwner({ params: { id: courseId } }, requestId), null);
      return answer?.instructorId ?? null;
    },
    async learners(courseId) {
      try {
        return (await course.courseLearners({ params: { id: courseId } })).userIds;
      } catch {
        throw new UnavailableError(liveSessionMessages.courseUnavailable);
      }
    },
  };
}
