import type { Logger } from 'pino';
import { courseLearnersSchema, courseOwnerSchema, liveSessionMessages } from '@canopy/contracts';
import { createServiceClient, HttpError, TtlCache, UnavailableError } from '@canopy/service-kit';

/** Enrollments, owned by the course service (read through its `/internal/enrollments/check`). */
export interface EnrollmentDirectory {
  /** Whether the user is enrolled in the course. Throws 503 when the course service cannot be asked. */
  isEnrolled(courseId: number, userId: number, requestId?: string): Promise<boolean>;
  /** Who teaches the course; null when there is no such course. Throws 503 when it cannot be asked. */
  courseOwner(courseId: number, requestId?: string): Promise<number | null>;
  /** The course's enrolled learners (never cached: whom to notify). Throws 503 when it cannot be asked. */
  learners(courseId: number): Promise<number[]>;
}

/** Without a course service nobody can be shown to be enrolled: asking answers 503. */
export const noEnrollmentDirectory: EnrollmentDirectory = {
  isEnrolled: async () => {
    throw new UnavailableError(liveSessionMessages.courseUnavailable);
  },
  courseOwner: async () => {
    throw new UnavailableError(liveSessionMessages.courseUnavailable);
  },
  learners: async () => {
    throw new UnavailableError(liveSessionMessages.courseUnavailable);
  },
};

// Only a "yes" is kept, briefly: lists of many sessions ask about the same course, and a learner who enrols a
// moment ago must see the meeting link on the next read.
const TTL_MS = 10_000;

export function createCourseEnrollmentDirectory(opts: {
  baseUrl: string;
  secret: string;
  logger: Logger;
  timeoutMs?: number;
}): EnrollmentDirectory {
  const client = createServiceClient({
    target: 'course',
    baseUrl: opts.baseUrl,
    caller: 'live-session',
    secret: opts.secret,
    timeoutMs: opts.timeoutMs ?? 2_000,
  });
  const cache = new TtlCache<string, boolean>(TTL_MS, 10_000);
  return {
    async isEnrolled(courseId, userId, requestId) {
      const key = `${courseId}:${userId}`;
      const hit = cache.get(key);
      if (hit !== undefined) return hit;
      try {
        const answer = await client.get<{ enrolled: boolean }>(
          `/internal/enrollments/check?courseId=${courseId}&userId=${userId}`,
          requestId,
        );
        const enrolled = answer.enrolled === true;
        if (enrolled) cache.set(key, enrolled);
        return enrolled;
      } catch (err) {
        if (err instanceof HttpError && err.status === 400) return false;
        opts.logger.warn({ err, courseId }, 'course service unavailable for the live-session service');
        throw new UnavailableError(liveSessionMessages.courseUnavailable);
      }
    },
    async courseOwner(courseId, requestId) {
      try {
        const answer = courseOwnerSchema.parse(
          await client.get<unknown>(`/internal/courses/${courseId}/owner`, requestId),
        );
        return answer.instructorId;
      } catch (err) {
        if (err instanceof HttpError && (err.status === 404 || err.status === 400)) return null;
        opts.logger.warn({ err, courseId }, 'course owner unavailable for the live-session service');
        throw new UnavailableError(liveSessionMessages.courseUnavailable);
      }
    },
    async learners(courseId) {
      try {
        const answer = courseLearnersSchema.parse(
          await client.get<unknown>(`/internal/courses/${courseId}/learners`),
        );
        return answer.userIds;
      } catch (err) {
        opts.logger.warn({ err, courseId }, 'course learners unavailable for the live-session service');
        throw new UnavailableError(liveSessionMessages.courseUnavailable);
      }
    },
  };
}
