import type { Logger } from 'pino';
import { liveSessionMessages } from '@canopy/contracts';
import { createServiceClient, HttpError, TtlCache, UnavailableError } from '@canopy/service-kit';

/** Enrolments, owned by the course service (read through its `/internal/enrollments/check`). */
export interface EnrolmentDirectory {
  /** Whether the user is enrolled in the course. Throws 503 when the course service cannot be asked. */
  isEnrolled(courseId: number, userId: number, requestId?: string): Promise<boolean>;
}

/** Without a course service nobody can be shown to be enrolled: asking answers 503. */
export const noEnrolmentDirectory: EnrolmentDirectory = {
  isEnrolled: async () => {
    throw new UnavailableError(liveSessionMessages.courseUnavailable);
  },
};

// Only a "yes" is kept, briefly: lists of many sessions ask about the same course, and a learner who enrols a
// moment ago must see the meeting link on the next read.
const TTL_MS = 10_000;

export function createCourseEnrolmentDirectory(opts: {
  baseUrl: string;
  secret: string;
  logger: Logger;
  timeoutMs?: number;
}): EnrolmentDirectory {
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
  };
}
