import type { Logger } from 'pino';
import { cartridgeMessages, contentInternalApi, type CourseEbookExport } from '@canopy/contracts';
import {
  createInternalClient,
  UnavailableError,
  type PeerBaseUrls,
  type TokenSigner,
} from '@canopy/service-kit';

/** A course's ebooks, owned by the content service (its internal API). */
export interface CourseEbooks {
  /**
   * Every ebook attached to the course, with its chapters. Throws UnavailableError (503) when the content service
   * cannot be asked: an export without them would silently leave part of the course out.
   */
  forCourse(courseId: number, requestId?: string): Promise<CourseEbookExport[]>;
}

export function createContentCourseEbooks(opts: {
  /** One URL per instance of the owner (spread, failed over: service-kit's internal client). */
  baseUrl: PeerBaseUrls;
  /** This service's signer: its calls carry a token it signs with its own key. */
  signer: TokenSigner;
  logger: Logger;
  timeoutMs?: number;
}): CourseEbooks {
  const content = createInternalClient(contentInternalApi, {
    baseUrl: opts.baseUrl,
    signer: opts.signer,
    timeoutMs: opts.timeoutMs ?? 5_000,
    logger: opts.logger,
  });
  return {
    async forCourse(courseId, requestId) {
      try {
        return await content.courseEbooks({ params: { id: courseId } }, requestId);
      } catch {
        throw new UnavailableError(cartridgeMessages.exportUnavailable);
      }
    },
  };
}
