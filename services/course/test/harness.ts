import { pino } from 'pino';
import type { Identity } from '@canopy/contracts';
import {
  createTestDatabase,
  fakeIdentity,
  identityHeaders,
  testKeyEnv,
  testApi,
  type TestApi,
  type TestEngine,
  serviceMigrations,
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
    : await createTestDatabase(engine, 'course', serviceMigrations('course'));
  const service = await createCourseService({
    env: { ...db.env, ...testKeyEnv('course'), NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
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

/** A binary answer (a PDF) as `user` gets it, its body as bytes. */
export async function getBytes(api: Api, path: string, user: User) {
  return api.raw
    .get(path)
    .set(await identityHeaders(user))
    .buffer(true)
    .parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

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
