import type { Logger } from 'pino';
import { courseInternalApi, userAdminMessages } from '@canopy/contracts';
import {
  createInternalClient,
  type PeerBaseUrls,
  UnavailableError,
  type TokenSigner,
} from '@canopy/service-kit';

/** What the course service says an educator still holds (courseInternalApi.educatorHoldings). */
export interface EducatorHoldings {
  /** Approved courses of the educator that have enrolled learners. Throws 503 when it cannot be asked. */
  approvedCoursesWithLearners(educatorId: number, requestId?: string): Promise<number>;
}

/** Without COURSE_URL nobody can tell whether an educator still teaches: asking answers 503. */
export function createCourseEducatorHoldings(opts: {
  /** One URL per instance of the owner (spread, failed over: service-kit's internal client). */
  baseUrl: PeerBaseUrls;
  /** This service's signer: its calls carry a token it signs with its own key. */
  signer: TokenSigner;
  logger?: Logger;
  timeoutMs?: number;
}): EducatorHoldings {
  const course = createInternalClient(courseInternalApi, {
    baseUrl: opts.baseUrl,
    signer: opts.signer,
    timeoutMs: opts.timeoutMs ?? 3_000,
    logger: opts.logger,
  });
  return {
    async approvedCoursesWithLearners(educatorId, requestId) {
      try {
        const answer = await course.educatorHoldings({ params: { id: educatorId } }, requestId);
        return answer.approvedCoursesWithLearners;
      } catch {
        // Never delete blindly: any failure to get a clear answer (a 404 too: an older course service) is a 503.
        throw new UnavailableError(userAdminMessages.holdingsUnavailable);
      }
    },
  };
}
