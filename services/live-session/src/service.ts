import type { Logger } from 'pino';
import { createService, type EventHandler, type RunningService } from '@canopy/service-kit';
import { systemClock, type Clock } from './clock';
import { liveSessionConfigSchema, type LiveSessionConfig } from './config';
import {
  createCourseEnrollmentDirectory,
  noEnrollmentDirectory,
  type EnrollmentDirectory,
} from './courses/enrollment-directory';
import { createIdentityUserDirectory, noUserDirectory, type UserDirectory } from './identity/user-directory';
import { createNotificationMailer } from './mail/notification-mailer';
import { migrationsFolder } from './db/migrations-folder';
import { schema, type LiveSessionSchema } from './db/schema';
import type { LiveSessionHandledEvent } from './handled-events';
import { createLocalBus, createRedisBus, type RealtimeBus } from './realtime/bus';
import { createRealtimeHub, type RealtimeHub } from './realtime/hub';
import { createRealtimePublisher } from './realtime/publisher';
import { attendanceRoutes } from './routes/attendance-routes';
import { calendarRoutes } from './routes/calendar-routes';
import { notificationRoutes } from './routes/notification-routes';
import { sessionRoutes } from './routes/session-routes';
import type { LiveSessionDb } from './stores/db';
import type { NotificationRecord } from './stores/notification-store';
import { bindStores, createDrizzleStores, type Stores } from './stores/stores';
import type { LiveSessionDeps } from './use-cases/deps';
import { forgetUser } from './use-cases/forget-user';
import {
  answerMarked,
  courseReviewChanged,
  educatorReviewed,
  notifyLearners,
  quizFeedbackGiven,
  replyPosted,
} from './use-cases/event-notifications';
import { pushNotifications } from './use-cases/notifications';
import { scheduleReminders } from './use-cases/reminders';

export interface LiveSessionServiceOptions {
  env?: Record<string, string | undefined>;
  logger?: Logger;
  /** Tests move time instead of sleeping. */
  clock?: Clock;
  /** Tests may stand in for the course service; otherwise built from COURSE_URL. */
  enrollments?: EnrollmentDirectory;
  /** Tests may stand in for the identity service; otherwise built from IDENTITY_URL. */
  users?: UserDirectory;
}

/** What the running service adds to the kit's: its realtime hub (once started) for tests and benchmarks. */
export interface LiveSessionDepsWithHub extends LiveSessionDeps {
  hub: { current: RealtimeHub | null };
}

export type LiveSessionService = RunningService<LiveSessionConfig, LiveSessionSchema, LiveSessionDepsWithHub>;

/**
 * The live-session service: video sessions, who may join them, attendance, calendars, notifications and the
 * realtime hub (/ws) with the 15-minute reminders.
 */
export function createLiveSessionService(opts: LiveSessionServiceOptions = {}): Promise<LiveSessionService> {
  let bus: RealtimeBus;
  return createService(
    {
      name: 'live-session',
      config: liveSessionConfigSchema,
      defaultPort: 4004,
      schema,
      migrations: migrationsFolder(),
      deps(ctx): LiveSessionDepsWithHub {
        const { config, logger } = ctx;
        bus = config.REDIS_URL
          ? createRedisBus(config.REDIS_URL, logger, config.REALTIME_REDIS_CHANNEL)
          : createLocalBus();
        return {
          stores: createDrizzleStores(ctx.db, ctx.events),
          enrollments:
            opts.enrollments ??
            (config.COURSE_URL
              ? createCourseEnrollmentDirectory({
                  baseUrl: config.COURSE_URL,
                  secret: config.IDENTITY_TOKEN_SECRET,
                  logger,
                })
              : noEnrollmentDirectory),
          users:
            opts.users ??
            (config.IDENTITY_URL
              ? createIdentityUserDirectory({
                  baseUrl: config.IDENTITY_URL,
                  secret: config.IDENTITY_TOKEN_SECRET,
                  logger,
                })
              : noUserDirectory),
          feedPastDays: config.CALENDAR_FEED_PAST_DAYS,
          clock: opts.clock ?? systemClock,
          logger,
          realtime: createRealtimePublisher(bus, logger),
          mailer: config.SMTP_URL
            ? createNotificationMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger })
            : null,
          publicUrl: config.PUBLIC_URL ?? null,
          reminderLeadMinutes: config.REMINDER_LEAD_MINUTES,
          hub: { current: null },
        };
      },
      events: (deps, ctx) => {
        const stores = (tx: unknown): Stores => bindStores(tx as LiveSessionDb, ctx.events);
        // Written in the inbox's transaction; pushed to the recipients' sockets once it committed.
        const notify =
          <T extends LiveSessionHandledEvent>(
            write: (
              stores: Stores,
              event: Parameters<EventHandler<T, LiveSessionSchema>>[0],
            ) => Promise<NotificationRecord[]>,
          ): EventHandler<T, LiveSessionSchema> =>
          async (event, tx) =>
            pushNotifications(deps, await write(stores(tx), event));
        return {
          'user.deleted': (event, tx) => forgetUser(stores(tx), event, deps.logger),
          'live_session.changed': notify((s, event) =>
            notifyLearners(s, deps.enrollments, event, deps.logger),
          ),
          'educator.reviewed': async (event, tx) => {
            const push = pushNotifications(deps, await educatorReviewed(stores(tx), event));
            return async () => {
              await push();
              // The administrators' pending-educator badge: one fewer waiting.
              await deps.realtime.pendingEducatorsChanged();
            };
          },
          // Nothing is stored: the administrators' pending-educator badge refetches once the sign-up is committed.
          'educator.registered': async () => async () => {
            await deps.realtime.pendingEducatorsChanged();
          },
          'course.review_changed': notify(courseReviewChanged),
          'quiz.feedback_given': notify(quizFeedbackGiven),
          'forum.reply_posted': async (event, tx) => {
            const push = pushNotifications(deps, await replyPosted(stores(tx), event));
            return async () => {
              await push();
              // Open discussion pages refresh their replies.
              await deps.realtime.discussionReply(event.payload.discussionId, event.payload.replyId);
            };
          },
          'forum.answer_marked': notify(answerMarked),
        } satisfies { [T in LiveSessionHandledEvent]: EventHandler<T, LiveSessionSchema> };
      },
      routes(router, deps) {
        // The calendar routes first: `/api/live-sessions/:id.ics` before `/api/live-sessions/:id`.
        calendarRoutes(router, deps);
        sessionRoutes(router, deps);
        attendanceRoutes(router, deps);
        notificationRoutes(router, deps);
      },
      async onListening(server, deps, ctx) {
        const { config, logger } = ctx;
        const hub = createRealtimeHub({
          secret: config.IDENTITY_TOKEN_SECRET,
          bus,
          logger,
          heartbeatMs: config.REALTIME_HEARTBEAT_MS,
          maxBufferedBytes: config.REALTIME_MAX_BUFFERED_BYTES,
        });
        await hub.attach(server);
        deps.hub.current = hub;
        const reminders =
          config.REMINDER_INTERVAL_MS > 0 ? scheduleReminders(deps, config.REMINDER_INTERVAL_MS) : null;
        return {
          async close() {
            await reminders?.close();
            await hub.close();
            deps.mailer?.close();
            deps.hub.current = null;
          },
        };
      },
    },
    { env: opts.env, logger: opts.logger },
  );
}
