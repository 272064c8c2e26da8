import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import request from 'supertest';
import type { Identity } from '@canopy/contracts';
import {
  createTestDatabase,
  fakeIdentity,
  identityHeaders,
  TEST_SECRET,
  type TestEngine,
} from '@canopy/service-kit/testing';
import { createContentService, type ContentService, type ContentServiceOptions } from '../src/index';

export type User = Identity | null;

/** The cast every role test uses. */
export function makeCast() {
  return {
    visitor: null as User,
    student: fakeIdentity({ role: 'student' }),
    pendingEducator: fakeIdentity({ role: 'educator', status: 'pending' }),
    suspendedEducator: fakeIdentity({ role: 'educator', status: 'suspended' }),
    educator: fakeIdentity({ role: 'educator', firstName: 'Rachel', lastName: 'Carson' }),
    otherEducator: fakeIdentity({ role: 'educator', firstName: 'Wangari', lastName: 'Maathai' }),
    admin: fakeIdentity({ role: 'admin' }),
  };
}
export type Cast = ReturnType<typeof makeCast>;

export interface TestContent {
  service: ContentService;
  api: Api;
  /** The folder the uploaded images are kept in. */
  uploadDir: string;
  stop(): Promise<void>;
}

/** A real content service on a throwaway database of the given engine, images in a temporary folder. */
export async function startContent(
  engine: TestEngine,
  opts: { env?: Record<string, string> } & Omit<ContentServiceOptions, 'env' | 'logger'> = {},
): Promise<TestContent> {
  const { env, ...rest } = opts;
  const db = await createTestDatabase(engine, 'content');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'content-test-'));
  const service = await createContentService({
    env: {
      ...db.env,
      DATA_DIR: dataDir,
      IDENTITY_TOKEN_SECRET: TEST_SECRET,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ...env,
    },
    logger: pino({ level: 'silent' }),
    ...rest,
  });
  return {
    service,
    api: makeApi(service),
    uploadDir: path.join(dataDir, 'content-uploads'),
    async stop() {
      await service.stop();
      await db.cleanup();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type Api = ReturnType<typeof makeApi>;

function makeApi(service: ContentService) {
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
    /** `POST /api/upload` with one file in `field` (default `image`). */
    async upload(data: Buffer, user: User, opts: { field?: string; filename?: string; type?: string } = {}) {
      return agent
        .post('/api/upload')
        .set(await headers(user))
        .attach(opts.field ?? 'image', data, {
          filename: opts.filename ?? 'picture.png',
          contentType: opts.type ?? 'image/png',
        });
    },
    raw: agent,
  };
}
