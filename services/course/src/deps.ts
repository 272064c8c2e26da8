import type { ServiceContext } from '@canopy/service-kit';
import type { CourseConfig } from './config';
import type { CourseSchema } from './db/schema';
import { createIdentityInstructorDirectory } from './identity/instructor-directory';
import { createDrizzleStores } from './stores/stores';
import type { CourseDeps } from './use-cases/deps';

/** The one place the course service's configuration becomes what its use cases need (the service's `deps`). */
export function createCourseDeps(ctx: ServiceContext<CourseConfig, CourseSchema>): CourseDeps {
  const { config, logger } = ctx;
  return {
    stores: createDrizzleStores(ctx.db, ctx.events),
    instructors: createIdentityInstructorDirectory({
      baseUrl: config.IDENTITY_URL,
      secret: config.IDENTITY_TOKEN_SECRET,
      logger,
    }),
    logger,
    publicUrl: config.PUBLIC_URL,
  };
}
