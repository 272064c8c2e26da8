import { pino, type Logger } from 'pino';
import request from 'supertest';
import type { Identity } from '@canopy/contracts';
import { identityHeaders } from './identity-header';
import { testKeyEnv } from './test-keys';
import {
  createTestDatabase,
  type MigratedTemplate,
  type TestDatabase,
  type TestEngine,
} from './test-database';

/**
 * Requests to an app as a user (null: a visitor), each with a fresh identity token; `raw` for anything else.
 * A body of `undefined` on post/put sends none.
 */
export function testApi(app: Parameters<typeof request>[0]) {
  const agent = request(app);
  const headers = (user: Identity | null) => identityHeaders(user);
  return {
    async get(path: string, user: Identity | null = null) {
      return agent.get(path).set(await headers(user));
    },
    async post(path: string, body: unknown, user: Identity | null = null) {
      const req = agent.post(path).set(await headers(user));
      return body === undefined ? req : req.send(body as object);
    },
    async put(path: string, body: unknown, user: Identity | null = null) {
      const req = agent.put(path).set(await headers(user));
      return body === undefined ? req : req.send(body as object);
    },
    async patch(path: string, body: unknown, user: Identity | null = null) {
      return agent
        .patch(path)
        .set(await headers(user))
        .send(body as object);
    },
    async delete(path: string, user: Identity | null = null) {
      return agent.delete(path).set(await headers(user));
    },
    raw: agent,
  };
}
export type TestApi = ReturnType<typeof testApi>;

/** What a service factory gets from `startTestService`: the test database's env, the test keys, silence. */
export interface TestServiceBase {
  env: TestDatabase['env'] & ReturnType<typeof testKeyEnv> & { NODE_ENV: string; LOG_LEVEL: string };
  logger: Logger;
}

export interface TestService<S> {
  service: S;
  api: TestApi;
  stop(): Promise<void>;
}

/**
 * A real service on a throwaway database of the given engine, with the test keys of the service named `label`:
 * `create` builds it from `base` (spread its env
 * first, then the test's own), `api` calls it as a user, `stop` stops it and drops the database. Given the
 * service's migrations (`from`), the database starts as a copy of one they were applied to.
 */
export async function startTestService<
  S extends { app: Parameters<typeof request>[0]; stop(): Promise<void> },
>(
  engine: TestEngine,
  label: string,
  create: (base: TestServiceBase) => Promise<S>,
  from?: MigratedTemplate,
): Promise<TestService<S>> {
  const db = await createTestDatabase(engine, label, from);
  let service: S;
  try {
    service = await create({
      env: { ...db.env, ...testKeyEnv(label), NODE_ENV: 'test', LOG_LEVEL: 'silent' },
      logger: pino({ level: 'silent' }),
    });
  } catch (err) {
    await db.cleanup();
    throw err;
  }
  return {
    service,
    api: testApi(service.app),
    async stop() {
      await service.stop();
      await db.cleanup();
    },
  };
}
