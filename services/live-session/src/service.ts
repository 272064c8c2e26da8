import {
  createService,
  migrationsFolder,
  type CreateOptions,
  type EventHandler,
  type RunningService,
} from '@canopy/service-kit';
import { liveSessionConfigSchema, type LiveSessionConfig } from './config';
import { schema, type LiveSessionSchema } from './db/schema';
import { createLiveSessionDeps, type LiveSessionDepsOptions, type LiveSessionServiceDeps } from './deps';
import type { LiveSessionHandledEvent } from './handled-events';
import { createRealtimeHub } from './realtime/hub';
import { attendanceRoutes } from './routes/attendance-routes';
import { calendarRoutes } from './routes/calendar-routes';
import { notificationRoutes } from './routes/notification-routes';
import { sessionRoutes } from './routes/session-routes';
import type { LiveSessionDb } from './stores/db';
import type { NotificationRecord } from './stores/notification-store';
import { bindStores, type Stores } from './stores/stores';
import { forgetUser } from './use-cases/forget-user';
import {
  answerMarked,
  courseReviewChanged,
  educatorReviewed,
  notifyLearners,
  quizFeedbackGiven,
  instructorFeedbackGiven,
  replyPosted,
} from './use-cases/event-notifications';
import { pushNotifications } from './use-cases/notifications';
import { scheduleReminders } from './use-cases/reminders';

export interface LiveSessionServiceOptions extends CreateOptions, LiveSessionDepsOptions {}

export type LiveSessionService = RunningService<LiveSessionConfig, LiveSessionSchema, LiveSessionServiceDeps>;

/**
 * The live-session service: video sessions, who may join them, attendance, calendars, notifications and the
 * realtime hub (/ws) with the 15-minute reminders.
 */
export function createLiveSessionService(opts: LiveSessionServiceOptions = {}): Promise<LiveSessionService> {
  return createService(
    {
      name: 'live-session',
      config: liveSessionConfigSchema,
      schema,
      migrations: migrationsFolder('@canopy/live-session-service'),
      deps: (ctx) => createLiveSessionDeps(ctx, opts),
      events: (deps, ctx) => {
        const stores = (tx: unknown): Stores => bindStores(tx as LiveSessionDb, ctx.events, deps.mail);
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
          'course.feedback_given': notify(instructorFeedbackGiven),
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
          verifier: ctx.verifier,
          bus: deps.bus,
          logger,
          heartbeatMs: config.REALTIME_HEARTBEAT_MS,
          maxBufferedBytes: config.REALTIME_MAX_BUFFERED_BYTES,
        });
        await hub.attach(server);
        deps.hub.current = hub;
        // Queued notification mail is sent by this instance's worker, never inside a request or handler.
        deps.jobs.start();
        const reminders =
          config.REMINDER_INTERVAL_MS > 0 ? scheduleReminders(deps, config.REMINDER_INTERVAL_MS) : null;
        return {
          async close() {
            await reminders?.close();
            await hub.close();
            await deps.jobs.stop();
            deps.hub.current = null;
          },
        };
      },
    },
    opts,
  );
}
