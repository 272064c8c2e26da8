import { userAdminMessages } from '@canopy/contracts';
import { createServiceClient, UnavailableError } from '@canopy/service-kit';

/** What the course service says an educator still holds (its `GET /internal/educators/{id}/holdings`). */
export interface EducatorHoldings {
  /** Approved courses of the educator that have enrolled learners. Throws 503 when it cannot be asked. */
  approvedCoursesWithLearners(educatorId: number, requestId?: string): Promise<number>;
}

/** Without a course service nobody can tell whether an educator still teaches: asking answers 503. */
export const noEducatorHoldings: EducatorHoldings = {
  approvedCoursesWithLearners: async () => {
    throw new UnavailableError(userAdminMessages.holdingsUnavailable);
  },
};

export function createCourseEducatorHoldings(opts: {
  baseUrl: string;
  secret: string;
  timeoutMs?: number;
}): EducatorHoldings {
  const client = createServiceClient({
    target: 'course',
    baseUrl: opts.baseUrl,
    caller: 'identity',
    secret: opts.secret,
    timeoutMs: opts.timeoutMs ?? 3_000,
  });
  return {
    async approvedCoursesWithLearners(educatorId, requestId) {
      try {
        const answer = await client.get<{ approvedCoursesWithLearners?: unknown }>(
          `/internal/educators/${educatorId}/holdings`,
          requestId,
        );
        const n = answer.approvedCoursesWithLearners;
        if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) {
          throw new Error('malformed holdings answer');
        }
        return n;
      } catch {
        // Never delete blindly: any failure to get a clear answer (a 404 too: an older course service) is a 503.
        throw new UnavailableError(userAdminMessages.holdingsUnavailable);
      }
    },
  };
}
