import type { Logger } from 'pino';
import type { AiClient } from '../ai/ai-client';
import type { RateLimiter } from '../ai/rate-limiter';
import type { Clock } from '@canopy/service-kit';
import type { CourseDirectory } from '../courses/course-directory';
import type { EbookJobs } from '../jobs/ebook-jobs';
import type { SafeFetcher } from '../fetch/safe-fetch';
import type { StoreAccess } from '../stores/stores';
import type { ImageLimits } from '../uploads/image-processing';
import type { UploadStorage } from '../uploads/upload-storage';

export interface YoutubeEndpoints {
  oembedUrl: string;
  watchUrl: string;
}

/** What the content service's use cases need. */
export interface ContentDeps {
  stores: StoreAccess;
  storage: UploadStorage;
  /** Every outbound fetch goes through it. */
  fetcher: SafeFetcher;
  images: ImageLimits;
  uploadQuotaBytes: number;
  youtube: YoutubeEndpoints;
  /** Course owners and enrollments, asked of the course service. */
  courses: CourseDirectory;
  /** The OpenAI-compatible endpoint; null when not configured (the AI features say so). */
  ai: AiClient | null;
  /** Per-user limit on AI requests. */
  aiLimiter: RateLimiter;
  /** Running and recent ebook-from-link generations (in memory). */
  ebookJobs: EbookJobs;
  clock: Clock;
  logger: Logger;
}
