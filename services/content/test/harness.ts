import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Identity } from '@canopy/contracts';
import {
  fakeIdentity,
  identityHeaders,
  startTestService,
  testApi,
  type TestEngine,
  serviceMigrations,
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
  /** Where it listens (its internal API's callers use it). */
  url: string;
  stop(): Promise<void>;
}

/**
 * A real content service on a throwaway database of the given engine, images in a temporary folder, listening on
 * a free port of 127.0.0.1 (requests go to its app directly).
 */
export async function startContent(
  engine: TestEngine,
  opts: { env?: Record<string, string> } & Omit<ContentServiceOptions, 'env' | 'logger'> = {},
): Promise<TestContent> {
  const { env, ...rest } = opts;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'content-test-'));
  const t = await startTestService(
    engine,
    'content',
    (base) =>
      createContentService({
        ...base,
        env: { ...base.env, DATA_DIR: dataDir, HOST: '127.0.0.1', ...env },
        ...rest,
      }),
    serviceMigrations('content'),
  );
  // Listening, as deployed: its job worker (ebook generations) starts then.
  const { url } = await t.service.start(0);
  return {
    url,
    service: t.service,
    api: makeApi(t.service),
    uploadDir: path.join(dataDir, 'content-uploads'),
    async stop() {
      await t.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type Api = ReturnType<typeof makeApi>;

function makeApi(service: ContentService) {
  const api = testApi(service.app);
  return {
    ...api,
    /** `POST /api/upload` with one file in `field` (default `image`). */
    async upload(data: Buffer, user: User, opts: { field?: string; filename?: string; type?: string } = {}) {
      return api.raw
        .post('/api/upload')
        .set(await identityHeaders(user))
        .attach(opts.field ?? 'image', data, {
          filename: opts.filename ?? 'picture.png',
          contentType: opts.type ?? 'image/png',
        });
    },
  };
}
