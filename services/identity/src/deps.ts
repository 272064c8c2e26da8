import type { ServiceContext } from '@canopy/service-kit';
import type { IdentityConfig } from './config';
import { createCourseEducatorHoldings } from './courses/educator-holdings';
import type { IdentitySchema } from './db/schema';
import { createMailer } from './mail/mailer';
import { createArgon2Hasher } from './passwords/password-hasher';
import { createDrizzleStores } from './stores/stores';
import type { IdentityDeps } from './use-cases/deps';

/** The one place identity's configuration becomes what its use cases need (the service's `deps`). */
export function createIdentityDeps(ctx: ServiceContext<IdentityConfig, IdentitySchema>): IdentityDeps {
  const { config, logger } = ctx;
  return {
    stores: createDrizzleStores(ctx.db, ctx.events),
    passwords: createArgon2Hasher(),
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger }),
    holdings: createCourseEducatorHoldings({
      baseUrl: config.COURSE_URL,
      secret: config.IDENTITY_TOKEN_SECRET,
      logger,
    }),
    settings: { publicUrl: config.PUBLIC_URL, demo: config.DEMO },
    logger,
  };
}
