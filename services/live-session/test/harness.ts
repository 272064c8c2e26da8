import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import request from 'supertest';
import { IDENTITY_HEADER, type Identity } from '@canopy/contracts';
import { verifyIdentityToken } from '@canopy/service-kit';
import {
  createTestDatabase,
  fakeIdentity,
  identityHeaders,
  TEST_SECRET,
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

export interface TestLiveSessions {
  service: LiveSessionService;
  api: Api;
  course: CourseStandIn;
  stop(): Promise<void>;
}

/** A real live-session service on a throwaway database of the given engine, with a course stand-in. */
export async function startLiveSessions(
  engine: TestEngine,
  opts: {
    env?: Record<string, string>;
    /** Listen on a port and deliver the service's own events to itself, as the launcher wires it. */
    selfSubscribed?: boolean;
  } & Omit<LiveSessionServiceOptions, 'env' | 'logger'> = {},
): Promise<TestLiveSessions> {
  const { env, selfSubscribed, ...rest } = opts;
  const course = await startCourseStandIn();
  const db = await createTestDatabase(engine, 'livesession');
  const port = selfSubscribed ? await freePort() : undefined;
  const service = await createLiveSessionService({
    env: {
      ...db.env,
      ...(port
        ? {
            PORT: String(port),
            HOST: '127.0.0.1',
            EVENT_SUBSCRIBERS: `live_session.changed=http://127.0.0.1:${port}`,
          }
        : {}),
      COURSE_URL: course.url,
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
    api: makeApi(service),
    course,
    async stop() {
      await service.stop();
      await db.cleanup();
      await course.stop();
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export type Api = ReturnType<typeof makeApi>;

function makeApi(service: LiveSessionService) {
  const agent = request(service.app);
  const headers = (user: User) => identityHeaders(user);
  return {
    async get(path: string, user: User = null) {
      return agent.get(path).set(await headers(user));
    },
    async post(path: string, body: unknown, user: User = null) {
      const req = agent.post(path).set(await headers(user));
      return body === undefined ? req : req.send(body as object);
    },
    async patch(path: string, body: unknown, user: User = null) {
      return agent
        .patch(path)
        .set(await headers(user))
        .send(body as object);
    },
    async delete(path: string, user: User = null) {
      return agent.delete(path).set(await headers(user));
    },
    raw: agent,
  };
}

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
