import type { Logger } from 'pino';
import { contentMessages, courseOwnerSchema } from '@canopy/contracts';
import { createServiceClient, HttpError, TtlCache, UnavailableError } from '@canopy/service-kit';

/**
 * Courses and enrollments, owned by the course service and read over HTTP through its internal routes
 * (`/internal/courses/:id/owner`, `/internal/enrollments/check`) with a service token.
 */
export interface CourseDirectory {
  /** Who teaches the course; null when there is no such course. Throws 503 when it cannot be asked. */
  courseOwner(courseId: number, requestId?: string): Promise<number | null>;
  /** Whether the user is enrolled in the course. Throws 503 when it cannot be asked. */
  isEnrolled(courseId: number, userId: number, requestId?: string): Promise<boolean>;
}

/** Without a course service nothing about courses can be shown: asking answers 503. */
export const noCourseDirectory: CourseDirectory = {
  courseOwner: async () => {
    throw new UnavailableError(contentMessages.courseServiceUnavailable);
  },
  isEnrolled: async () => {
    throw new UnavailableError(contentMessages.courseServiceUnavailable);
  },
};

// Only a "yes" to an enrollment is kept, briefly: a reader opening several ebooks of one course asks the same
// question, and a learner who enrolled a moment ago must not be told no from a stale answer.
const TTL_MS = 10_000;

export function createCourseDirectory(opts: {
  baseUrl: string;
  secret: string;
  logger: Logger;
  timeoutMs?: number;
}): CourseDirectory {
  const client = createServiceClient({
    target: 'course',
    baseUrl: opts.baseUrl,
    caller: 'content',
    secret: opts.secret,
    timeoutMs: opts.timeoutMs ?? 2_000,
  });
  const enrolled = new TtlCache<string, true>(TTL_MS, 10_000);
  return {
    async courseOwner(courseId, requestId) {
      try {
        const answer = courseOwnerSchema.parse(
          await client.get<unknown>(`/internal/courses/${courseId}/owner`, requestId),
        );
        return answer.instructorId;
      } catch (err) {
        if (err instanceof HttpError && (err.status === 404 || err.status === 400)) return null;
        opts.logger.warn({ err, courseId }, 'course owner unavailable for the content service');
        throw new UnavailableError(contentMessages.courseServiceUnavailable);
      }
    },
    async isEnrolled(courseId, userId, requestId) {
      const key = `${courseId}:${userId}`;
      if (enrolled.get(key)) return true;
      try {
        const answer = await client.get<{ enrolled?: unknown }>(
          `/internal/enrollments/check?courseId=${courseId}&userId=${userId}`,
          requestId,
        );
        if (answer.enrolled !== true) return false;
        enrolled.set(key, true);
        return true;
      } catch (err) {
        if (err instanceof HttpError && err.status === 400) return false;
        opts.logger.warn({ err, courseId }, 'enrollments unavailable for the content service');
        throw new UnavailableError(contentMessages.courseServiceUnavailable);
      }
    },
  };
}
