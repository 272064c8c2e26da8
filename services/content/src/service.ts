import {
  createService,
  migrationsFolder,
  type CreateOptions,
  type EventHandler,
  type RunningService,
} from '@canopy/service-kit';
import { contentConfigSchema, type ContentConfig } from './config';
import { schema, type ContentSchema } from './db/schema';
import { createContentDeps, type ContentDepsOptions, type ContentServiceDeps } from './deps';
import type { ContentHandledEvent } from './handled-events';
import { preloadArticleReader } from './extraction/article';
import { assistantRoutes } from './routes/assistant-routes';
import { ebookLinkRoutes } from './routes/ebook-link-routes';
import { ebookRoutes } from './routes/ebook-routes';
import { internalRoutes } from './routes/internal-routes';
import { uploadRoutes } from './routes/upload-routes';
import { youtubeRoutes } from './routes/youtube-routes';
import { bindStores } from './stores/stores';
import type { ContentDb } from './stores/db';
import { forgetAuthor } from './use-cases/forget-author';
import { moveUploadFolderIn, uploadFolderOf } from './uploads/upload-folder-migration';

export interface ContentServiceOptions extends CreateOptions, ContentDepsOptions {}

export type ContentService = RunningService<ContentConfig, ContentSchema, ContentServiceDeps>;

/** The content service: ebooks, image uploads, YouTube and link extraction, the AI assistant. */
export function createContentService(opts: ContentServiceOptions = {}): Promise<ContentService> {
  return createService(
    {
      name: 'content',
      config: contentConfigSchema,
      schema,
      migrations: migrationsFolder('@canopy/content-service'),
      deps: (ctx) => createContentDeps(ctx, opts),
      events: (deps, ctx) =>
        ({
          'user.deleted': (event, tx) =>
            forgetAuthor(bindStores(tx as ContentDb, ctx.events), event, deps.logger),
        }) satisfies { [T in ContentHandledEvent]: EventHandler<T, ContentSchema> },
      // Images an older version kept on this instance's disk move into the database before anyone asks.
      onReady: async (deps, ctx) => {
        await moveUploadFolderIn(deps.stores, uploadFolderOf(ctx.config), deps.logger);
      },
      routes(router, deps) {
        ebookRoutes(router, deps);
        uploadRoutes(router, deps);
        youtubeRoutes(router, deps);
        assistantRoutes(router, deps);
        ebookLinkRoutes(router, deps);
        internalRoutes(router, deps);
      },
      // This instance's worker takes its share of the queued generations once it listens; on stop it lets
      // running ones finish (SHUTDOWN_GRACE_MS) and hands the rest back for another instance.
      onListening(_server, deps) {
        preloadArticleReader();
        deps.jobs.start();
        return { close: () => deps.jobs.stop() };
      },
    },
    opts,
  );
}
