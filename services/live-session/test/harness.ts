import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { IDENTITY_HEADER, type Identity } from '@canopy/contracts';
import { verifyIdentityToken } from '@canopy/service-kit';
import {
  createTestDatabase,
  fakeIdentity,
  freePort,
  TEST_SECRET,
  testApi,
  type TestApi,
  type TestEngine,
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

/**
 * A stand-in for the course service's `/internal/enrollments/check`: it insists on a service token signed
 * with the shared secret, like the real one, and answers from `enrolled` ("courseId:userId").
 */
export async function startCourseStandIn() {
  const enrolled = new Set<string>();
  const owners = new Map<number, number>();
  const calls: string[] = [];
  let down: RegExp | null = null;
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      calls.push(url.pathname + url.search);
      if (down?.test(url.pathname)) {
        res.writeHead(500).end();
        return;
      }
      const token = req.headers[IDENTITY_HEADER];
      const claims =
        typeof token === 'string' ? await verifyIdentityToken(token, TEST_SECRET).catch(() => null) : null;
      if (!claims?.service) {
        res.writeHead(403, { 'content-type': 'application/json' }).end('{"message":"Forbidden"}');
        return;
      }
      const owner = /^\/internal\/courses\/(\d+)\/owner$/.exec(url.pathname);
      if (owner) {
        const instructorId = owners.get(Number(owner[1]));
        res
          .writeHead(instructorId ? 200 : 404, { 'content-type': 'application/json' })
          .end(JSON.stringify(instructorId ? { instructorId } : { message: 'Course not found' }));
        return;
      }
      const learners = /^\/internal\/courses\/(\d+)\/learners$/.exec(url.pathname);
      if (learners) {
        const userIds = [...enrolled]
          .map((key) => key.split(':').map(Number) as [number, number])
          .filter(([courseId]) => courseId === Number(learners[1]))
          .map(([, userId]) => userId);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ userIds }));
        return;
      }
      if (url.pathname !== '/internal/enrollments/check') {
        res.writeHead(404).end();
        return;
      }
      const key = `${url.searchParams.get('courseId')}:${url.searchParams.get('userId')}`;
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ enrolled: enrolled.has(key) }));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    enrol: (courseId: number, userId: number) => enrolled.add(`${courseId}:${userId}`),
    /** Makes the course exist, taught by `instructorId`. */
    own: (courseId: number, instructorId: number) => owners.set(courseId, instructorId),
    calls,
    /** Answers 500 to everything, or only to the paths `only` matches. */
    setDown: (value: boolean, only = /./) => {
      down = value ? only : null;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type CourseStandIn = Awaited<ReturnType<typeof startCourseStandIn>>;

/** An account the identity stand-in knows (what its internal user routes answer). */
export interface StandInAccount {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  email?: string | null;
  role?: string;
}

/**
 * A stand-in for identity's `/internal/users?ids=` and `/internal/users/:id`: a service token signed with the
 * shared secret is required, like the real one; unknown users are absent (batch) or 404 (one).
 */
export async function startIdentityStandIn() {
  const accounts = new Map<number, StandInAccount>();
  const calls: string[] = [];
  let down = false;
  const json = (res: ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const view = (a: StandInAccount) => ({
    id: a.id,
    username: a.username,
    firstName: a.firstName,
    lastName: a.lastName,
    role: a.role ?? 'student',
  });
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      calls.push(url.pathname + url.search);
      if (down) {
        res.writeHead(500).end();
        return;
      }
      const token = req.headers[IDENTITY_HEADER];
      const claims =
        typeof token === 'string' ? await verifyIdentityToken(token, TEST_SECRET).catch(() => null) : null;
      if (!claims?.service) {
        json(res, 403, { message: 'Forbidden' });
        return;
      }
      if (url.pathname === '/internal/users') {
        const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
        json(
          res,
          200,
          ids.flatMap((id) => (accounts.has(id) ? [view(accounts.get(id)!)] : [])),
        );
        return;
      }
      const one = /^\/internal\/users\/(\d+)$/.exec(url.pathname);
      const account = one ? accounts.get(Number(one[1])) : undefined;
      if (account) {
        json(res, 200, {
          ...view(account),
          email: account.email ?? null,
          status: 'active',
          approvedBy: null,
          biometricEnabled: false,
          createdAt: new Date(0).toISOString(),
        });
        return;
      }
      json(res, 404, { message: 'User not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    add: (account: StandInAccount) => accounts.set(account.id, account),
    calls,
    /** Answers 500 to everything while down. */
    setDown: (value: boolean) => {
      down = value;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type IdentityStandIn = Awaited<ReturnType<typeof startIdentityStandIn>>;

export interface TestLiveSessions {
  service: LiveSessionService;
  /** The port it listens on (selfSubscribed or `port` only). */
  port?: number;
  api: Api;
  course: CourseStandIn;
  identity: IdentityStandIn;
  stop(): Promise<void>;
}

/** A real live-session service on a throwaway database of the given engine, with a course stand-in. */
export async function startLiveSessions(
  engine: TestEngine,
  opts: {
    env?: Record<string, string>;
    /** Listen on a port and deliver the service's own events to itself, as the launcher wires it. */
    selfSubscribed?: boolean;
    /** Listen on this port (with selfSubscribed: instead of a free one). */
    port?: number;
    /** Share this database (another instance's) instead of a fresh one. */
    database?: { env: Record<string, string | undefined> };
  } & Omit<LiveSessionServiceOptions, 'env' | 'logger'> = {},
): Promise<TestLiveSessions> {
  const { env, selfSubscribed, port: fixedPort, database, ...rest } = opts;
  const course = await startCourseStandIn();
  const identity = await startIdentityStandIn();
  const db = database
    ? { env: database.env, cleanup: async () => undefined }
    : await createTestDatabase(engine, 'livesession');
  const port = fixedPort ?? (selfSubscribed ? await freePort() : undefined);
  const service = await createLiveSessionService({
    env: {
      ...db.env,
      ...(port && selfSubscribed
        ? {
            PORT: String(port),
            HOST: '127.0.0.1',
            EVENT_SUBSCRIBERS: `live_session.changed=http://127.0.0.1:${port}`,
          }
        : {}),
      COURSE_URL: course.url,
      IDENTITY_URL: identity.url,
      IDENTITY_TOKEN_SECRET: TEST_SECRET,
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
