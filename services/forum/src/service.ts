import {
  createService,
  migrationsFolder,
  type CreateOptions,
  type EventHandler,
  type RunningService,
} from '@canopy/service-kit';
import { forumConfigSchema, type ForumConfig } from './config';
import { schema, type ForumSchema } from './db/schema';
import { createForumDeps, type ForumDepsOptions } from './deps';
import type { ForumHandledEvent } from './handled-events';
import { seedDemoForum } from './demo/seed-demo-forum';
import { adminFiguresRoutes } from './routes/admin-figures-routes';
import { discussionRoutes } from './routes/discussion-routes';
import { moderationRoutes } from './routes/moderation-routes';
import { profileRoutes } from './routes/profile-routes';
import { replyRoutes } from './routes/reply-routes';
import { topicRoutes } from './routes/topic-routes';
import { bindStores } from './stores/stores';
import type { ForumDb } from './stores/db';
import type { ForumDeps } from './use-cases/deps';
import { forgetMember } from './use-cases/forget-member';

export interface ForumServiceOptions extends CreateOptions, ForumDepsOptions {}

export type ForumService = RunningService<ForumConfig, ForumSchema, ForumDeps>;

/** The forum service: topics, discussions, replies, likes, answers, flags, moderation and author profiles. */
export function createForumService(opts: ForumServiceOptions = {}): Promise<ForumService> {
  return createService(
    {
      name: 'forum',
      config: forumConfigSchema,
      schema,
      migrations: migrationsFolder('@canopy/forum-service'),
      deps: (ctx) => createForumDeps(ctx, opts),
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
    opts,
  );
}
