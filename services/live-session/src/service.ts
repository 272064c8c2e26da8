import type { Logger } from 'pino';
import { createService, type EventHandler, type RunningService } from '@canopy/service-kit';
import { systemClock, type Clock } from './clock';
import { liveSessionConfigSchema, type LiveSessionConfig } from './config';
import {
  createCourseEnrolmentDirectory,
  noEnrolmentDirectory,
  type EnrolmentDirectory,
} from './courses/enrolment-directory';
import { migrationsFolder } from './db/migrations-folder';
import { schema, type LiveSessionSchema } from './db/schema';
import type { LiveSessionHandledEvent } from './handled-events';
import { attendanceRoutes } from './routes/attendance-routes';
import { calendarRoutes } from './routes/calendar-routes';
import { notificationRoutes } from './routes/notification-routes';
import { sessionRoutes } from './routes/session-routes';
import type { LiveSessionDb } from './stores/db';
import { bindStores, createDrizzleStores } from './stores/stores';
import type { LiveSessionDeps } from './use-cases/deps';
import { forgetUser } from './use-cases/forget-user';
import { notifyLearners } from './use-cases/notifications';

export interface LiveSessionServiceOptions {
  env?: Record<string, string | undefined>;
  logger?: Logger;
  /** Tests move time instead of sleeping. */
  clock?: Clock;
  /** Tests may stand in for the course service; otherwise built from COURSE_URL. */
  enrolments?: EnrolmentDirectory;
}

export type LiveSessionService = RunningService<LiveSessionConfig, LiveSessionSchema, LiveSessionDeps>;

/** The live-session service: video sessions, who may join them, attendance, calendars and notifications. */
export function createLiveSessionService(opts: LiveSessionServiceOptions = {}): Promise<LiveSessionService> {
  return createService(
    {
      name: 'live-session',
      config: liveSessionConfigSchema,
      defaultPort: 4004,
      schema,
      migrations: migrationsFolder(),
      deps(ctx): LiveSessionDeps {
        const { config, logger } = ctx;
        return {
          stores: createDrizzleStores(ctx.db, ctx.events),
          enrolments:
            opts.enrolments ??
            (config.COURSE_URL
              ? createCourseEnrolmentDirectory({
                  baseUrl: config.COURSE_URL,
                  secret: config.IDENTITY_TOKEN_SECRET,
                  logger,
                })
              : noEnrolmentDirectory),
          feedPastDays: config.CALENDAR_FEED_PAST_DAYS,
          clock: opts.clock ?? systemClock,
          logger,
        };
      },
      events: (deps, ctx) =>
        ({
          'user.deleted': (event, tx) =>
            forgetUser(bindStores(tx as LiveSessionDb, ctx.events), event, deps.logger),
          'live_session.changed': (event, tx) =>
            notifyLearners(bindStores(tx as LiveSessionDb, ctx.events), deps.enrolments, event, deps.logger),
        }) satisfies { [T in LiveSessionHandledEvent]: EventHandler<T, LiveSessionSchema> },
      routes(router, deps) {
        // The calendar routes first: `/api/live-sessions/:id.ics` before `/api/live-sessions/:id`.
        calendarRoutes(router, deps);
        sessionRoutes(router, deps);
        attendanceRoutes(router, deps);
        notificationRoutes(router, deps);
      },
    },
    { env: opts.env, logger: opts.logger },
  );
}
