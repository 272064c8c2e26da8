import { createKeptReads, systemClock, type Clock, type ServiceContext } from '@canopy/service-kit';
import type { ForumConfig } from './config';
import { createCourseServiceCatalogue, type CourseCatalogue } from './courses/course-catalogue';
import type { ForumSchema } from './db/schema';
import { createIdentityAccountDirectory, type AccountDirectory } from './identity/account-directory';
import { createDrizzleStores } from './stores/stores';
import type { ForumDeps } from './use-cases/deps';
import { postingLimitsFrom } from './use-cases/posting-limits';

/** What a test may put in place of the configured clock and peers. */
export interface ForumDepsOptions {
  /** Tests move time instead of sleeping. */
  clock?: Clock;
  /** Tests stand in for the other services; otherwise built from IDENTITY_URL and COURSE_URL. */
  accounts?: AccountDirectory;
  courses?: CourseCatalogue;
}

/** The one place the forum's configuration becomes what its use cases need (the service's `deps`). */
export function createForumDeps(
  ctx: ServiceContext<ForumConfig, ForumSchema>,
  opts: ForumDepsOptions = {},
): ForumDeps {
  const { config, logger } = ctx;
  // A peer that is not configured is still a client: its calls fail at once (PeerNotConfiguredError).
  const peer = { signer: ctx.signer, logger };
  const accounts = opts.accounts ?? createIdentityAccountDirectory({ baseUrl: config.IDENTITY_URL, ...peer });
  const courses = opts.courses ?? createCourseServiceCatalogue({ baseUrl: config.COURSE_URL, ...peer });
  return {
    stores: createDrizzleStores(ctx.db, ctx.events),
    accounts,
    courses,
    limits: postingLimitsFrom(config),
    keptLists: createKeptReads(config.FORUM_LIST_CACHE_MB * 1024 * 1024),
    clock: opts.clock ?? systemClock,
    logger,
  };
}
