import { systemClock, type Clock, type ServiceContext } from '@canopy/service-kit';
import { createAiClient } from './ai/ai-client';
import type { ContentConfig } from './config';
import { createCourseDirectory, type CourseDirectory } from './courses/course-directory';
import type { ContentSchema } from './db/schema';
import { parseAllowedPrivate } from './fetch/address-policy';
import { createSafeFetcher, type Resolver } from './fetch/safe-fetch';
import { createEbookJobs } from './jobs/ebook-jobs';
import { createDrizzleStores } from './stores/stores';
import { defaultImageLimits, type ImageLimits } from './uploads/image-processing';
import type { ContentDeps } from './use-cases/deps';

/** What a test may put in place of the configured clock, resolver, limits and peers. */
export interface ContentDepsOptions {
  clock?: Clock;
  /** Tests resolve their own host names; otherwise the system resolver. */
  resolver?: Resolver;
  /** Tests lower the image limits to exercise them with small files. */
  images?: Partial<ImageLimits>;
  /** Tests may stand in for the course service; otherwise built from COURSE_URL. */
  courses?: CourseDirectory;
}

/** The one place the content service's configuration becomes what its use cases need (the service's `deps`). */
export function createContentDeps(
  ctx: ServiceContext<ContentConfig, ContentSchema>,
  opts: ContentDepsOptions = {},
): ContentDeps {
  const { config, logger } = ctx;
  const clock = opts.clock ?? systemClock;
  return {
    stores: createDrizzleStores(ctx.db, ctx.events),
    fetcher: createSafeFetcher({
      allowedPrivate: parseAllowedPrivate(config.FETCH_ALLOWED_PRIVATE),
      resolver: opts.resolver,
    }),
    images: { ...defaultImageLimits, ...opts.images },
    uploadQuotaBytes: config.UPLOAD_QUOTA_MB * 1024 * 1024,
    youtube: { oembedUrl: config.YOUTUBE_OEMBED_URL, watchUrl: config.YOUTUBE_WATCH_URL },
    // Without COURSE_URL the client fails its calls at once (PeerNotConfiguredError): a 503 to ask about courses.
    courses:
      opts.courses ??
      createCourseDirectory({ baseUrl: config.COURSE_URL, secret: config.IDENTITY_TOKEN_SECRET, logger }),
    ai: config.OPENAI_API_KEY
      ? createAiClient({
          apiKey: config.OPENAI_API_KEY,
          baseUrl: config.OPENAI_BASE_URL,
          model: config.OPENAI_MODEL,
          imageModel: config.OPENAI_IMAGE_MODEL,
          timeoutMs: config.AI_TIMEOUT_MS,
        })
      : null,
    aiLimiter: ctx.limits.limiter({ name: 'ai', limit: config.AI_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 }),
    ebookJobs: createEbookJobs({ clock }),
    clock,
    logger,
  };
}
