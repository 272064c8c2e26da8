import { createJobWorker, type JobWorker, type ServiceContext } from '@canopy/service-kit';
import type { IdentityConfig } from './config';
import { createCourseEducatorHoldings } from './courses/educator-holdings';
import type { IdentitySchema } from './db/schema';
import { createMailer, smtpMailHandler } from './mail/mailer';
import { createArgon2Hasher } from './passwords/password-hasher';
import { createDrizzleStores, IDENTITY_QUEUE } from './stores/stores';
import type { IdentityDeps } from './use-cases/deps';

/**
 * What the running service adds to the use cases' deps: the worker that sends queued mail (with SMTP_URL; without
 * it there is nothing to send), started once the service listens and drained when it stops.
 */
export interface IdentityServiceDeps extends IdentityDeps {
  jobs: JobWorker;
}

/** The one place identity's configuration becomes what its use cases need (the service's `deps`). */
export function createIdentityDeps(ctx: ServiceContext<IdentityConfig, IdentitySchema>): IdentityServiceDeps {
  const { config, logger } = ctx;
  const retry = {
    maxAttempts: config.MAIL_MAX_ATTEMPTS,
    baseMs: config.MAIL_RETRY_BASE_MS,
    maxMs: config.MAIL_RETRY_MAX_MS,
  };
  const smtp = config.SMTP_URL
    ? smtpMailHandler({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, retry, logger })
    : null;
  const worker = createJobWorker({
    db: ctx.db,
    queue: IDENTITY_QUEUE,
    handlers: smtp ? [smtp] : [],
    logger,
    drainMs: config.SHUTDOWN_GRACE_MS,
  });
  return {
    stores: createDrizzleStores(ctx.db, ctx.events),
    passwords: createArgon2Hasher(),
    mailer: createMailer({ smtpUrl: config.SMTP_URL, retry, logger }),
    jobs: {
      start: () => worker.start(),
      halt: () => worker.halt(),
      async stop() {
        await worker.stop();
        smtp?.close();
      },
    },
    holdings: createCourseEducatorHoldings({
      baseUrl: config.COURSE_URL,
      signer: ctx.signer,
      logger,
    }),
    settings: { publicUrl: config.PUBLIC_URL, demo: config.DEMO },
    logger,
  };
}
