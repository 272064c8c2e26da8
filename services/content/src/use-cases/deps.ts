import type { Logger } from 'pino';
import type { AiClient } from '../ai/ai-client';
import type { Clock, RateLimiter } from '@canopy/service-kit';
import type { CourseDirectory } from '../courses/course-directory';
import type { EbookJobs } from '../jobs/ebook-jobs';
import type { SafeFetcher } from '../fetch/safe-fetch';
import type { StoreAccess } from '../stores/stores';
import type { ImageLimits } from '../uploads/image-processing';

export interface YoutubeEndpoints {
  oembedUrl: string;
  watchUrl: string;
}

/** What the content service's use cases need. */
export interface ContentDeps {
  stores: StoreAccess;
  /** Every outbound fetch goes through it. */
  fetcher: SafeFetcher;
  images: ImageLimits;
  uploadQuotaBytes: number;
  youtube: YoutubeEndpoints;
  /** Course owners and enrollments, asked of the course service. */
  courses: CourseDirectory;
  /** The OpenAI-compatible endpoint; null when not configured (the AI features say so). */
  ai: AiClient | null;
  /** Per-user limit on AI requests (service-kit's: in Redis with REDIS_URL, shared by every instance). */
  aiLimiter: RateLimiter;
  /** Running and recent ebook-from-link generations (in memory). */
  ebookJobs: EbookJobs;
  clock: Clock;
  logger: Logger;
}
