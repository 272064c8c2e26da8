import path from 'node:path';
import type { Logger } from 'pino';
import { createService, type EventHandler, type RunningService } from '@canopy/service-kit';
import { systemClock, type Clock } from './clock';
import { contentConfigSchema, type ContentConfig } from './config';
import { createCourseDirectory, noCourseDirectory, type CourseDirectory } from './courses/course-directory';
import { createAiClient } from './ai/ai-client';
import { createRateLimiter } from './ai/rate-limiter';
import { migrationsFolder } from './db/migrations-folder';
import { schema, type ContentSchema } from './db/schema';
import { parseAllowedPrivate } from './fetch/address-policy';
import { createSafeFetcher, type Resolver } from './fetch/safe-fetch';
import type { ContentHandledEvent } from './handled-events';
import { createEbookJobs } from './jobs/ebook-jobs';
import { assistantRoutes } from './routes/assistant-routes';
import { ebookLinkRoutes } from './routes/ebook-link-routes';
import { ebookRoutes } from './routes/ebook-routes';
import { uploadRoutes } from './routes/upload-routes';
import { youtubeRoutes } from './routes/youtube-routes';
import { bindStores, createDrizzleStores } from './stores/stores';
import type { ContentDb } from './stores/db';
import { defaultImageLimits, type ImageLimits } from './uploads/image-processing';
import { createFolderStorage, type UploadStorage } from './uploads/upload-storage';
import type { ContentDeps } from './use-cases/deps';
import { forgetAuthor } from './use-cases/forget-author';

export interface ContentServiceOptions {
  env?: Record<string, string | undefined>;
  logger?: Logger;
  clock?: Clock;
  /** Tests keep images elsewhere; otherwise a folder (UPLOAD_DIR, default `${DATA_DIR}/content-uploads`). */
  storage?: UploadStorage;
  /** Tests resolve their own host names; otherwise the system resolver. */
  resolver?: Resolver;
  /** Tests lower the image limits to exercise them with small files. */
  images?: Partial<ImageLimits>;
  /** Tests may stand in for the course service; otherwise built from COURSE_URL. */
  courses?: CourseDirectory;
}

export type ContentService = RunningService<ContentConfig, ContentSchema, ContentDeps>;

/** The content service: ebooks, image uploads, YouTube and link extraction, the AI assistant. */
export function createContentService(opts: ContentServiceOptions = {}): Promise<ContentService> {
  return createService(
    {
      name: 'content',
      config: contentConfigSchema,
      defaultPort: 4005,
      schema,
      migrations: migrationsFolder(),
      deps(ctx): ContentDeps {
        const { config, logger } = ctx;
        const clock = opts.clock ?? systemClock;
        return {
          stores: createDrizzleStores(ctx.db, ctx.events),
          storage:
            opts.storage ??
            createFolderStorage(config.UPLOAD_DIR ?? path.join(config.DATA_DIR, 'content-uploads')),
          fetcher: createSafeFetcher({
            allowedPrivate: parseAllowedPrivate(config.FETCH_ALLOWED_PRIVATE),
            resolver: opts.resolver,
          }),
          images: { ...defaultImageLimits, ...opts.images },
          uploadQuotaBytes: config.UPLOAD_QUOTA_MB * 1024 * 1024,
          youtube: { oembedUrl: config.YOUTUBE_OEMBED_URL, watchUrl: config.YOUTUBE_WATCH_URL },
          courses:
            opts.courses ??
            (config.COURSE_URL
              ? createCourseDirectory({
                  baseUrl: config.COURSE_URL,
                  secret: config.IDENTITY_TOKEN_SECRET,
                  logger,
                })
              : noCourseDirectory),
          ai: config.OPENAI_API_KEY
            ? createAiClient({
                apiKey: config.OPENAI_API_KEY,
                baseUrl: config.OPENAI_BASE_URL,
                model: config.OPENAI_MODEL,
                imageModel: config.OPENAI_IMAGE_MODEL,
                timeoutMs: config.AI_TIMEOUT_MS,
              })
            : null,
          aiLimiter: createRateLimiter(config.AI_RATE_LIMIT_PER_MINUTE, 60_000, clock),
          ebookJobs: createEbookJobs({ clock }),
          clock,
          logger,
        };
      },
      events: (deps, ctx) =>
        ({
          'user.deleted': (event, tx) =>
            forgetAuthor(bindStores(tx as ContentDb, ctx.events), deps.storage, event, deps.logger),
        }) satisfies { [T in ContentHandledEvent]: EventHandler<T, ContentSchema> },
      routes(router, deps) {
        ebookRoutes(router, deps);
        uploadRoutes(router, deps);
        youtubeRoutes(router, deps);
        assistantRoutes(router, deps);
        ebookLinkRoutes(router, deps);
      },
    },
    { env: opts.env, logger: opts.logger },
  );
}
