import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import type { Identity } from '@canopy/contracts';
import { IDENTITY_HEADER } from '@canopy/contracts';
import { verifyIdentityToken } from '@canopy/service-kit';
import {
  createTestDatabase,
  fakeIdentity,
  TEST_SECRET,
  testApi,
  type TestApi,
  type TestEngine,
} from '@canopy/service-kit/testing';
import { createCourseService, type CourseService } from '../src/index';

export type User = Identity | null;

/** The cast every role test uses. */
export function makeCast() {
  return {
    visitor: null as User,
    student: fakeIdentity({ role: 'student', firstName: 'Ada', lastName: 'Lovelace' }),
    student2: fakeIdentity({ role: 'student', firstName: 'Grace', lastName: 'Hopper' }),
    pendingEducator: fakeIdentity({ role: 'educator', status: 'pending' }),
    educator: fakeIdentity({ role: 'educator', firstName: 'Rachel', lastName: 'Carson' }),
    otherEducator: fakeIdentity({ role: 'educator', firstName: 'Wangari', lastName: 'Maathai' }),
    admin: fakeIdentity({ role: 'admin', firstName: 'Admin', lastName: 'User' }),
    suspended: fakeIdentity({ role: 'student', status: 'suspended' }),
  };
}
export type Cast = ReturnType<typeof makeCast>;

/**
 * A stand-in for the identity service's internal user API (an outside service for this one): it checks the
 * calling service's token like the real one would and answers public user facts (and, on the bare path, role and status) for the users it knows.
 */
export async function startIdentityStandIn(users: Identity[]) {
  const calls: string[] = [];
  const server: Server = createServer(async (req, res) => {
    calls.push(req.url ?? '');
    try {
      const claims = await verifyIdentityToken(String(req.headers[IDENTITY_HEADER] ?? ''), TEST_SECRET);
      if (!claims.service) throw new Error('not a service');
    } catch {
      res
        .writeHead(401, { 'content-type': 'application/json' })
        .end(JSON.stringify({ message: 'Unauthenticated' }));
      return;
    }
    const m = /^\/internal\/users\/(\d+)(\/public)?$/.exec(req.url ?? '');
    const user = m ? users.find((u) => u.id === Number(m[1])) : undefined;
    if (!user) {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ message: 'User not found' }));
      return;
    }
    const { id, username, firstName, lastName, role, status } = user;
    // `/public` is what any service may show; the bare path is the full account (role and status included).
    const body = m?.[2]
      ? { id, username, firstName, lastName, role }
      : { id, username, firstName, lastName, role, status };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, calls, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export interface TestService {
  service: CourseService;
  api: Api;
  stop(): Promise<void>;
}

/** A real course service on a throwaway database of the given engine. */
export async function startCourseService(
  engine: TestEngine,
  env: Record<string, string> = {},
  existingDataDir?: { env: { DATA_DIR: string; DATABASE_URL?: string } },
): Promise<TestService & { dbEnv: { DATA_DIR: string; DATABASE_URL?: string }; cleanup(): Promise<void> }> {
  const db = existingDataDir
    ? { ...existingDataDir, cleanup: async () => {} }
    : await createTestDatabase(engine, 'course');
  const service = await createCourseService({
    env: { ...db.env, IDENTITY_TOKEN_SECRET: TEST_SECRET, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
    logger: pino({ level: 'silent' }),
  });
  return {
    service,
    api: testApi(service.app),
    dbEnv: db.env,
    cleanup: () => db.cleanup(),
    async stop() {
      await service.stop();
      await db.cleanup();
    },
  };
}

export type Api = TestApi;

export interface BuiltCourse {
  id: number;
  modules: { id: number; lessons: number[] }[];
  lessons: number[];
}

let titleCounter = 0;

/** Builds a course through the API as `owner`: modules with the given lesson counts; approves it unless told. */
export async function buildCourse(
  api: Api,
  owner: Identity,
  admin: Identity,
  opts: {
    lessonsPerModule?: number[];
    approve?: boolean;
    title?: string;
    level?: string;
    categoryIds?: number[];
  } = {},
): Promise<BuiltCourse> {
  const title = opts.title ?? `Test course number ${++titleCounter}`;
  const created = await api.post(
    '/api/courses/create',
    {
      title,
      description: 'A course built by the test suite to exercise the API end to end.',
      level: opts.level ?? 'beginner',
      categoryIds: opts.categoryIds ?? [1],
    },
    owner,
  );
  if (created.status !== 201)
    throw new Error(`course create: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.id as number;
  const modules: BuiltCourse['modules'] = [];
  for (const [mi, count] of (opts.lessonsPerModule ?? [2, 2]).entries()) {
    const m = await api.post(
      '/api/modules',
      { title: `Module ${mi + 1}`, description: 'About it', courseId: id },
      owner,
    );
    if (m.status !== 201) throw new Error(`module create: ${m.status} ${JSON.stringify(m.body)}`);
    const lessons: number[] = [];
    for (let li = 0; li < count; li++) {
      const l = await api.post(
        '/api/lessons',
        {
          title: `Lesson ${mi + 1}.${li + 1}`,
          content: `Body of lesson ${mi + 1}.${li + 1}`,
          moduleId: m.body.id,
        },
        owner,
      );
      if (l.status !== 201) throw new Error(`lesson create: ${l.status} ${JSON.stringify(l.body)}`);
      lessons.push(l.body.id);
    }
    modules.push({ id: m.body.id, lessons });
  }
  if (opts.approve ?? true) {
    if (created.body.status !== 'approved') {
      const a = await api.post(`/api/courses/${id}/approve`, undefined, admin);
      if (a.status !== 200) throw new Error(`approve: ${a.status} ${JSON.stringify(a.body)}`);
    }
  }
  return { id, modules, lessons: modules.flatMap((m) => m.lessons) };
}
