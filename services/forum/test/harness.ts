import type { Identity } from '@canopy/contracts';
import { rowsOf } from '@canopy/service-kit';
import {
  fakeIdentity,
  standInCourseService,
  standInIdentityService,
  startTestService,
  testClock,
  type TestApi,
  type TestClock,
  type TestEngine,
  unreachableUrl,
  serviceMigrations,
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

/** The identity stand-in, with accounts made a given time before the forum's clock. */
async function identityStandIn(clock: TestClock) {
  const identity = await standInIdentityService();
  return Object.assign(identity, {
    /** Registers accounts; `ageMs` is how old each is at the clock's current time (default 30 days). */
    add(users: Identity[], ageMs = 30 * DAY_MS) {
      for (const user of users) identity.addUser({ ...user, createdAt: new Date(clock().getTime() - ageMs) });
    },
  });
}

/** The course stand-in, where a discussion's course is added by title and lessons. */
async function courseStandIn() {
  const courses = await standInCourseService();
  return Object.assign(courses, {
    /** An approved course (taught by someone the forum never asks about) with these lessons. */
    add(id: number, title: string, lessons: number[] = [], categoryId: number | null = 6) {
      courses.addCourse({ id, instructorId: 1, title, lessons, categoryId });
    },
  });
}

export interface TestForum {
  service: ForumService;
  api: Api;
  clock: TestClock;
  identity: Awaited<ReturnType<typeof identityStandIn>>;
  courses: Awaited<ReturnType<typeof courseStandIn>>;
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
  opts: {
    env?: Record<string, string>;
    users?: Identity[];
    /** List an instance that is down before each stand-in in IDENTITY_URL and COURSE_URL. */
    firstPeerInstanceDown?: boolean;
  } = {},
): Promise<TestForum> {
  const clock = testClock();
  const identity = await identityStandIn(clock);
  const courses = await courseStandIn();
  if (opts.users) identity.add(opts.users);
  const down = opts.firstPeerInstanceDown ? `${await unreachableUrl()},` : '';
  const t = await startTestService(
    engine,
    'forum',
    (base) =>
      createForumService({
        ...base,
        env: {
          ...base.env,
          IDENTITY_URL: `${down}${identity.url}`,
          COURSE_URL: `${down}${courses.url}`,
          ...opts.env,
        },
        clock,
      }),
    serviceMigrations('forum'),
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
      await Promise.all([identity.stop(), courses.stop()]);
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
