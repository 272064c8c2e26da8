import {
  createJobWorker,
  systemClock,
  type Clock,
  type JobWorker,
  type ServiceContext,
} from '@canopy/service-kit';
import type { LiveSessionConfig } from './config';
import { createCourseEnrollmentDirectory, type EnrollmentDirectory } from './courses/enrollment-directory';
import type { LiveSessionSchema } from './db/schema';
import { createIdentityUserDirectory, type UserDirectory } from './identity/user-directory';
import { LIVE_SESSION_QUEUE } from './mail/notification-mail-queue';
import { createNotificationMailer } from './mail/notification-mailer';
import { createLocalBus, createRedisBus, type RealtimeBus } from './realtime/bus';
import type { RealtimeHub } from './realtime/hub';
import { createRealtimePublisher } from './realtime/publisher';
import { createDrizzleStores } from './stores/stores';
import type { LiveSessionDeps } from './use-cases/deps';
import { notificationMailHandler } from './use-cases/notification-mail';

/** What a test may put in place of the configured clock and peers. */
export interface LiveSessionDepsOptions {
  /** Tests move time instead of sleeping. */
  clock?: Clock;
  /** Tests may stand in for the course service; otherwise built from COURSE_URL. */
  enrollments?: EnrollmentDirectory;
  /** Tests may stand in for the identity service; otherwise built from IDENTITY_URL. */
  users?: UserDirectory;
}

/**
 * What the running service adds to the use cases' deps: the realtime bus its hub listens on, and the hub itself
 * once the service listens (for tests and benchmarks).
 */
export interface LiveSessionServiceDeps extends LiveSessionDeps {
  bus: RealtimeBus;
  hub: { current: RealtimeHub | null };
  /** Sends queued notification mail (with SMTP_URL); started once the service listens, drained on stop. */
  jobs: JobWorker;
}

/** The one place the live-session configuration becomes what its use cases need (the service's `deps`). */
export function createLiveSessionDeps(
  ctx: ServiceContext<LiveSessionConfig, LiveSessionSchema>,
  opts: LiveSessionDepsOptions = {},
): LiveSessionServiceDeps {
  const { config, logger } = ctx;
  const bus = config.REDIS_URL
    ? createRedisBus(config.REDIS_URL, logger, config.REALTIME_REDIS_CHANNEL)
    : createLocalBus();
  // A peer that is not configured is still a client: its calls fail at once (PeerNotConfiguredError).
  const peer = { signer: ctx.signer, logger };
  const mail = config.SMTP_URL ? { maxAttempts: config.MAIL_MAX_ATTEMPTS } : null;
  const stores = createDrizzleStores(ctx.db, ctx.events, mail);
  const users = opts.users ?? createIdentityUserDirectory({ baseUrl: config.IDENTITY_URL, ...peer });
  const publicUrl = config.PUBLIC_URL ?? null;
  const mailer = config.SMTP_URL
    ? createNotificationMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger })
    : null;
  const worker = createJobWorker({
    db: ctx.db,
    queue: LIVE_SESSION_QUEUE,
    handlers: mailer
      ? [
          notificationMailHandler({
            notifications: stores.notifications,
            users,
            mailer,
            publicUrl,
            retry: { baseMs: config.MAIL_RETRY_BASE_MS, maxMs: config.MAIL_RETRY_MAX_MS },
            logger,
          }),
        ]
      : [],
    logger,
    drainMs: config.SHUTDOWN_GRACE_MS,
  });
  return {
    stores,
    enrollments: opts.enrollments ?? createCourseEnrollmentDirectory({ baseUrl: config.COURSE_URL, ...peer }),
    users,
    feedPastDays: config.CALENDAR_FEED_PAST_DAYS,
    clock: opts.clock ?? systemClock,
    logger,
    realtime: createRealtimePublisher(bus, logger),
    mail,
    publicUrl,
    reminderLeadMinutes: config.REMINDER_LEAD_MINUTES,
    jobs: {
      start: () => worker.start(),
      halt: () => worker.halt(),
      async stop() {
        await worker.stop();
        mailer?.close();
      },
    },
    bus,
    hub: { current: null },
  };
}
