import { createKeptReads, type ServiceContext } from '@canopy/service-kit';
import type { CourseConfig } from './config';
import { credentialIssuerFrom } from './credentials/credential-issuer';
import type { CourseSchema } from './db/schema';
import { createContentCourseEbooks } from './content/course-ebooks';
import { createIdentityInstructorDirectory } from './identity/instructor-directory';
import { createDrizzleStores } from './stores/stores';
import type { CourseDeps } from './use-cases/deps';

/** The one place the course service's configuration becomes what its use cases need (the service's `deps`). */
export function createCourseDeps(ctx: ServiceContext<CourseConfig, CourseSchema>): CourseDeps {
  const { config, logger } = ctx;
  return {
    stores: createDrizzleStores(ctx.db, ctx.events),
    learnerReads: createKeptReads(config.LEARNER_READ_CACHE_MB * 1024 * 1024),
    instructors: createIdentityInstructorDirectory({
      baseUrl: config.IDENTITY_URL,
      signer: ctx.signer,
      logger,
    }),
    ebooks: createContentCourseEbooks({
      baseUrl: config.CONTENT_URL,
      signer: ctx.signer,
      logger,
    }),
    logger,
    publicUrl: config.PUBLIC_URL,
    credentialIssuer: credentialIssuerFrom(config),
  };
}
