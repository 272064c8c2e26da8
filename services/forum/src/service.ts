import type { Logger } from 'pino';
import { createService, type EventHandler, type RunningService } from '@canopy/service-kit';
import { systemClock, type Clock } from './clock';
import { forumConfigSchema, type ForumConfig } from './config';
import {
  createCourseServiceCatalogue,
  noCourseCatalogue,
  type CourseCatalogue,
} from './courses/course-catalogue';
import { migrationsFolder } from './db/migrations-folder';
import { schema, type ForumSchema } from './db/schema';
import type { ForumHandledEvent } from './handled-events';
import { seedDemoForum } from './demo/seed-demo-forum';
import { createIdentityAccountDirectory, type AccountDirectory } from './identity/account-directory';
import { adminFiguresRoutes } from './routes/admin-figures-routes';
import { discussionRoutes } from './routes/discussion-routes';
import { moderationRoutes } from './routes/moderation-routes';
import { profileRoutes } from './routes/profile-routes';
import { replyRoutes } from './routes/reply-routes';
import { topicRoutes } from './routes/topic-routes';
import { bindStores, createDrizzleStores } from './stores/stores';
import type { ForumDb } from './stores/db';
import type { ForumDeps } from './use-cases/deps';
import { forgetMember } from './use-cases/forget-member';
import { postingLimitsFrom } from './use-cases/posting-limits';

export interface ForumServiceOptions {
  env?: Record<string, string | undefined>;
  logger?: Logger;
  /** Tests move time instead of sleeping. */
  clock?: Clock;
  /** Tests stand in for the other services; otherwise built from IDENTITY_URL and COURSE_URL. */
  accounts?: AccountDirectory | null;
  courses?: CourseCatalogue;
}

export type ForumService = RunningService<ForumConfig, ForumSchema, ForumDeps>;

/** The forum service: topics, discussions, replies, likes, answers, flags, moderation and author profiles. */
export function createForumService(opts: ForumServiceOptions = {}): Promise<ForumService> {
  return createService(
    {
      name: 'forum',
      config: forumConfigSchema,
      defaultPort: 4003,
      schema,
      migrations: migrationsFolder(),
      deps(ctx): ForumDeps {
        const { config, logger } = ctx;
        const accounts =
          opts.accounts !== undefined
            ? opts.accounts
            : config.IDENTITY_URL
              ? createIdentityAccountDirectory({
                  baseUrl: config.IDENTITY_URL,
                  secret: config.IDENTITY_TOKEN_SECRET,
                  logger,
                })
              : null;
        const courses =
          opts.courses ??
          (config.COURSE_URL
            ? createCourseServiceCatalogue({
                baseUrl: config.COURSE_URL,
                secret: config.IDENTITY_TOKEN_SECRET,
                logger,
              })
            : noCourseCatalogue);
        return {
          stores: createDrizzleStores(ctx.db, ctx.events),
          accounts,
          courses,
          limits: postingLimitsFrom(config),
          clock: opts.clock ?? systemClock,
          logger,
        };
      },
      events: (deps, ctx) =>
        ({
          'user.deleted': (event, tx) =>
            forgetMember(bindStores(tx as ForumDb, ctx.events), event, deps.clock(), deps.logger),
        }) satisfies { [T in ForumHandledEvent]: EventHandler<T, ForumSchema> },
      routes(router, deps) {
        topicRoutes(router, deps);
        discussionRoutes(router, deps);
        replyRoutes(router, deps);
        profileRoutes(router, deps);
        moderationRoutes(router, deps);
        adminFiguresRoutes(router, deps);
      },
      async onReady(deps, ctx) {
        if (!ctx.config.DEMO) return;
        const summary = await seedDemoForum(deps, {
          adminId: ctx.config.DEMO_ADMIN_ID,
          educatorId: ctx.config.DEMO_INSTRUCTOR_ID,
          learnerId: ctx.config.DEMO_LEARNER_ID,
          learner2Id: ctx.config.DEMO_LEARNER2_ID,
        });
        ctx.logger.info(summary, 'demo forum ready');
      },
    },
    { env: opts.env, logger: opts.logger },
  );
}
