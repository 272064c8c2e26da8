import {
  createJobQueue,
  createJobWorker,
  systemClock,
  type Clock,
  type JobWorker,
  type JobWorkerOptions,
  type ServiceContext,
} from '@canopy/service-kit';
import { createAiClient } from './ai/ai-client';
import type { ContentConfig } from './config';
import { createCourseDirectory, type CourseDirectory } from './courses/course-directory';
import type { ContentSchema } from './db/schema';
import { parseAllowedPrivate } from './fetch/address-policy';
import { createSafeFetcher, type Resolver } from './fetch/safe-fetch';
import { createEbookJobs, ebookJobHandler } from './jobs/ebook-jobs';
import { createDrizzleStores } from './stores/stores';
import { defaultImageLimits, type ImageLimits } from './uploads/image-processing';
import type { ContentDeps } from './use-cases/deps';
import { generateEbookFromLink } from './use-cases/ebook-from-link';

/** What a test may put in place of the configured clock, resolver, limits and peers. */
export interface ContentDepsOptions {
  clock?: Clock;
  /** Tests resolve their own host names; otherwise the system resolver. */
  resolver?: Resolver;
  /** Tests lower the image limits to exercise them with small files. */
  images?: Partial<ImageLimits>;
  /** Tests may stand in for the course service; otherwise built from COURSE_URL. */
  courses?: CourseDirectory;
  /** Tests shorten the job worker's lease and polling (a take-over within a test). */
  jobs?: Partial<Pick<JobWorkerOptions, 'leaseMs' | 'pollMs' | 'drainMs' | 'concurrency'>>;
}

/**
 * What the running service adds to the use cases' deps: the worker that runs this instance's share of the
 * background jobs (started once the service listens, drained when it stops).
 */
export interface ContentServiceDeps extends ContentDeps {
  jobs: JobWorker;
}

/** The one place the content service's configuration becomes what its use cases need (the service's `deps`). */
export function createContentDeps(
  ctx: ServiceContext<ContentConfig, ContentSchema>,
  opts: ContentDepsOptions = {},
): ContentServiceDeps {
  const { config, logger } = ctx;
  const clock = opts.clock ?? systemClock;
  const queue = createJobQueue(ctx.db, ctx.name);
  const deps: ContentDeps = {
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
      opts.courses ?? createCourseDirectory({ baseUrl: config.COURSE_URL, signer: ctx.signer, logger }),
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
    ebookJobs: createEbookJobs({ queue, clock }),
    clock,
    logger,
  };
  const jobs = createJobWorker({
    db: ctx.db,
    queue: ctx.name,
    logger,
    handlers: [
      ebookJobHandler((actor, input, report, language) =>
        generateEbookFromLink(deps, actor, input, { report, language }),
      ),
    ],
    drainMs: config.SHUTDOWN_GRACE_MS,
    ...opts.jobs,
  });
  return { ...deps, jobs };
}
