import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Identity } from '@canopy/contracts';
import { IDENTITY_HEADER } from '@canopy/contracts';
import { rowsOf, verifyIdentityToken } from '@canopy/service-kit';
import {
  fakeIdentity,
  startTestService,
  TEST_SECRET,
  testClock,
  type TestApi,
  type TestClock,
  type TestEngine,
} from '@canopy/service-kit/testing';
import type { sql } from 'drizzle-orm';
import { createForumService, type ForumService } from '../src/index';

export type User = Identity | null;

const DAY_MS = 86_400_000;

/** The cast every role test uses (accounts a month old unless said otherwise). */
export function makeCast() {
  return {
    visitor: null as User,
    student: fakeIdentity({ role: 'student', firstName: 'Ada', lastName: 'Lovelace' }),
    student2: fakeIdentity({ role: 'student', firstName: 'Grace', lastName: 'Hopper' }),
    student3: fakeIdentity({ role: 'student', firstName: 'Mary', lastName: 'Somerville' }),
    pendingEducator: fakeIdentity({ role: 'educator', status: 'pending' }),
    educator: fakeIdentity({ role: 'educator', firstName: 'Rachel', lastName: 'Carson' }),
    admin: fakeIdentity({ role: 'admin', firstName: 'Admin', lastName: 'User' }),
    suspended: fakeIdentity({ role: 'student', status: 'suspended' }),
  };
}
export type Cast = ReturnType<typeof makeCast>;

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function listen(server: Server) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function isServiceCall(req: IncomingMessage) {
  try {
    const claims = await verifyIdentityToken(String(req.headers[IDENTITY_HEADER] ?? ''), TEST_SECRET);
    return Boolean(claims.service);
  } catch {
    return false;
  }
}

/**
 * A stand-in for the identity service's internal user API (an outside service for this one): it checks the
 * calling service's token like the real one and answers the full user (with createdAt) for the users it knows.
 */
export async function startIdentityStandIn(clock: TestClock) {
  const accounts = new Map<number, { user: Identity; createdAt: Date }>();
  const calls: string[] = [];
  let down = false;
  const server = createServer(async (req, res) => {
    calls.push(req.url ?? '');
    if (down) return json(res, 503, { message: 'down' });
    if (!(await isServiceCall(req))) return json(res, 401, { message: 'Unauthenticated' });
    const m = /^\/internal\/users\/(\d+)$/.exec(req.url ?? '');
    const account = m ? accounts.get(Number(m[1])) : undefined;
    if (!account) return json(res, 404, { message: 'User not found' });
    const { user, createdAt } = account;
    json(res, 200, {
      ...user,
      email: `${user.username}@example.test`,
      approvedBy: null,
      biometricEnabled: false,
      createdAt: createdAt.toISOString(),
    });
  });
  const { url, close } = await listen(server);
  return {
    url,
    calls,
    close,
    /** Registers accounts; `ageMs` is how old each is at the clock's current time (default 30 days). */
    add(users: Identity[], ageMs = 30 * DAY_MS) {
      for (const user of users) {
        accounts.set(user.id, { user, createdAt: new Date(clock().getTime() - ageMs) });
      }
    },
    setDown(value: boolean) {
      down = value;
    },
  };
}

/** A stand-in for the course service's public API: approved courses and their lessons. */
export async function startCourseStandIn() {
  const courses = new Map<number, { title: string; categoryId: number | null; lessons: number[] }>();
  const server = createServer(async (req, res) => {
    if (!(await isServiceCall(req))) return json(res, 401, { message: 'Unauthenticated' });
    const course = /^\/api\/courses\/(\d+)$/.exec(req.url ?? '');
    if (course) {
      const id = Number(course[1]);
      const c = courses.get(id);
      if (!c) return json(res, 404, { message: 'Course not found' });
      return json(res, 200, { id, title: c.title, categoryId: c.categoryId, status: 'approved' });
    }
    const lesson = /^\/api\/lessons\/(\d+)$/.exec(req.url ?? '');
    if (lesson) {
      const id = Number(lesson[1]);
      for (const [courseId, c] of courses) {
        if (c.lessons.includes(id)) {
          return json(res, 200, { id, course: { id: courseId, title: c.title, status: 'approved' } });
        }
      }
      return json(res, 404, { message: 'Lesson not found' });
    }
    json(res, 404, { message: 'No route' });
  });
  const { url, close } = await listen(server);
  return {
    url,
    close,
    add(id: number, title: string, lessons: number[] = [], categoryId: number | null = 6) {
      courses.set(id, { title, categoryId, lessons });
    },
  };
}

export interface TestForum {
  service: ForumService;
  api: Api;
  clock: TestClock;
  identity: Awaited<ReturnType<typeof startIdentityStandIn>>;
  courses: Awaited<ReturnType<typeof startCourseStandIn>>;
  /** Raw SQL against the service's database (assertions on the outbox and such). */
  query<T = Record<string, unknown>>(text: ReturnType<typeof sql>): Promise<T[]>;
  /** A topic made directly (topics are reference data: demo or administrators' setup). */
  topic(title?: string): Promise<number>;
  stop(): Promise<void>;
}

let topicCounter = 0;

/** A real forum service on a throwaway database of the given engine, with identity and course stand-ins. */
export async function startForum(
  engine: TestEngine,
  opts: { env?: Record<string, string>; users?: Identity[] } = {},
): Promise<TestForum> {
  const clock = testClock();
  const identity = await startIdentityStandIn(clock);
  const courses = await startCourseStandIn();
  if (opts.users) identity.add(opts.users);
  const t = await startTestService(engine, 'forum', (base) =>
    createForumService({
      ...base,
      env: { ...base.env, IDENTITY_URL: identity.url, COURSE_URL: courses.url, ...opts.env },
      clock,
    }),
  );
  const { service } = t;
  return {
    service,
    api: t.api,
    clock,
    identity,
    courses,
    async query<T>(text: ReturnType<typeof sql>) {
      return rowsOf<T>(await service.ctx.db.execute(text));
    },
    async topic(title = `Test topic ${++topicCounter}`) {
      const created = await service.deps.stores.topics.create({
        title,
        description: `About ${title.toLowerCase()}.`,
        categoryId: 6,
      });
      return created.id;
    },
    async stop() {
      await t.stop();
      await Promise.all([identity.close(), courses.close()]);
    },
  };
}

export type Api = TestApi;

let postCounter = 0;

/** A valid new discussion's payload; each call's text differs (no duplicate-content refusals). */
export function discussionPayload(topicId: number, overrides: Record<string, unknown> = {}) {
  postCounter += 1;
  return {
    title: `Discussion number ${postCounter} about soil`,
    content: `This is the body of discussion ${postCounter}, long enough to pass the rules.`,
    topicId,
    tags: 'soil, compost',
    ...overrides,
  };
}

export function replyPayload(overrides: Record<string, unknown> = {}) {
  postCounter += 1;
  return { content: `A thoughtful reply number ${postCounter}.`, ...overrides };
}

/** Moves past the posting interval between two posts of the same member. */
export const AFTER_INTERVAL_MS = 31_000;
