import { pino } from 'pino';
import type { Identity } from '@canopy/contracts';
import {
  createTestDatabase,
  fakeIdentity,
  freePort,
  standInCourseService,
  standInIdentityService,
  testKeyEnv,
  testApi,
  type CourseStandIn,
  type IdentityStandIn,
  type TestApi,
  type TestEngine,
  unreachableUrl,
  serviceMigrations,
} from '@canopy/service-kit/testing';
import {
  createLiveSessionService,
  type LiveSessionService,
  type LiveSessionServiceOptions,
} from '../src/index';

export type User = Identity | null;

/** The cast every role test uses. */
export function makeCast() {
  return {
    visitor: null as User,
    student: fakeIdentity({ role: 'student' }),
    enrolledStudent: fakeIdentity({ role: 'student', firstName: 'Greta' }),
    pendingEducator: fakeIdentity({ role: 'educator', status: 'pending' }),
    educator: fakeIdentity({ role: 'educator', firstName: 'Rachel', lastName: 'Carson' }),
    otherEducator: fakeIdentity({ role: 'educator', firstName: 'Wangari', lastName: 'Maathai' }),
    admin: fakeIdentity({ role: 'admin' }),
  };
}
export type Cast = ReturnType<typeof makeCast>;

export interface TestLiveSessions {
  service: LiveSessionService;
  /** The port it listens on (selfSubscribed or `port` only). */
  port?: number;
  api: Api;
  course: CourseStandIn;
  identity: IdentityStandIn;
  stop(): Promise<void>;
}

/** A real live-session service on a throwaway database of the given engine, with course and identity stand-ins. */
export async function startLiveSessions(
  engine: TestEngine,
  opts: {
    env?: Record<string, string>;
    /** Listen on a port: started, it applies its own events (live_session.changed) through its event bus. */
    selfSubscribed?: boolean;
    /** Listen on this port (with selfSubscribed: instead of a free one). */
    port?: number;
    /** Share this database (another instance's) instead of a fresh one. */
    database?: { env: Record<string, string | undefined> };
    /** List an instance that is down before each stand-in in COURSE_URL and IDENTITY_URL. */
    firstPeerInstanceDown?: boolean;
  } & Omit<LiveSessionServiceOptions, 'env' | 'logger'> = {},
): Promise<TestLiveSessions> {
  const { env, selfSubscribed, port: fixedPort, database, firstPeerInstanceDown, ...rest } = opts;
  const course = await standInCourseService();
  const identity = await standInIdentityService();
  const db = database
    ? { env: database.env, cleanup: async () => undefined }
    : await createTestDatabase(engine, 'livesession', serviceMigrations('live-session'));
  const port = fixedPort ?? (selfSubscribed ? await freePort() : undefined);
  const down = firstPeerInstanceDown ? `${await unreachableUrl()},` : '';
  const service = await createLiveSessionService({
    env: {
      ...db.env,
      ...(port && selfSubscribed ? { PORT: String(port), HOST: '127.0.0.1' } : {}),
      COURSE_URL: `${down}${course.url}`,
      IDENTITY_URL: `${down}${identity.url}`,
      ...testKeyEnv('live-session'),
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ...env,
    },
    logger: pino({ level: 'silent' }),
    ...rest,
  });
  if (port) await service.start(port);
  return {
    service,
    port,
    api: testApi(service.app),
    course,
    identity,
    async stop() {
      await service.stop();
      await db.cleanup();
      await course.stop();
      await identity.stop();
    },
  };
}

export type Api = TestApi;

const HOUR = 3_600_000;
/** The create dialog's payload, a day from now for an hour, with every field of the call table. */
export function sessionPayload(overrides: Record<string, unknown> = {}) {
  const start = new Date(Date.now() + 24 * HOUR);
  return {
    instructorId: 1,
    courseId: 0,
    title: 'Rewilding the Commons',
    description: 'Live Q&A on community land projects.',
    sessionType: 'discussion',
    meetingUrl: 'https://zoom.us/j/123456789',
    maxParticipants: 30,
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + HOUR).toISOString(),
    conferenceProvider: 'zoom',
    conferenceId: '123 456 789',
    conferencePassword: 'soil',
    conferenceHostKey: '424242',
    isRecorded: true,
    ...overrides,
  };
}
