import { pino, type Logger } from 'pino';
import request, { type Test } from 'supertest';
import type { Identity } from '@canopy/contracts';
import {
  createTestDatabase,
  identityHeaders,
  serviceHeaders,
  testKeyEnv,
  type TestEngine,
  serviceMigrations,
} from '@canopy/service-kit/testing';
import { createIdentityService, type IdentityService } from '../src';

import type { IdentityDeps } from '../src/use-cases/deps';
import type { NewUser, UserRecord } from '../src/stores/user-store';

/** A password that satisfies the registration rules; every fixture user has it. */
export const FIXTURE_PASSWORD = 'Fixture!pass1';

type Method = 'get' | 'post' | 'patch' | 'delete';

export interface TestIdentityService {
  service: IdentityService;
  deps: IdentityDeps;
  /** supertest against the real app; every response is recorded for the no-secrets check. */
  api: Record<Method, (path: string) => Test>;
  responses: string[];
  /** Headers of a request the gateway forwards for this user (null: a visitor). */
  /** The gateway's identity headers for this user (null: a visitor), from `clientAddress` if given. */
  as(user: Identity | UserRecord | null, opts?: { clientAddress?: string }): Promise<Record<string, string>>;
  /** Headers of another service (or the gateway itself) calling the internal API. */
  asService(name?: string): Promise<Record<string, string>>;
  /** Stores a user directly (fixtures), with FIXTURE_PASSWORD. */
  addUser(overrides?: Partial<NewUser>): Promise<UserRecord>;
  close(): Promise<void>;
}

let counter = 0;
export function uniqueName(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

export function identityOf(user: Identity | UserRecord): Identity {
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    status: user.status,
    firstName: user.firstName,
    lastName: user.lastName,
  };
}

/** One real identity service on a throwaway database of the given engine, listening on a free port. */
export async function startIdentityService(
  engine: TestEngine,
  env: Record<string, string> = {},
  existing?: { env: Record<string, string | undefined>; cleanup(): Promise<void> },
  logger: Logger = pino({ level: 'silent' }),
): Promise<TestIdentityService> {
  const db = existing ?? (await createTestDatabase(engine, 'identity', serviceMigrations('identity')));
  let service: IdentityService;
  try {
    service = await createIdentityService({
      env: { ...db.env, ...testKeyEnv('identity'), HOST: '127.0.0.1', ...env },
      logger,
    });
    // Listening, as deployed: its mail worker starts then.
    await service.start(0);
  } catch (err) {
    if (!existing) await db.cleanup();
    throw err;
  }
  const deps = service.deps;
  const fixtureHash = await deps.passwords.hash(FIXTURE_PASSWORD);
  const responses: string[] = [];
  const track = (test: Test) =>
    test.on('response', (res: { text?: string }) => void responses.push(res.text ?? ''));
  const api = {
    get: (path: string) => track(request(service.app).get(path)),
    post: (path: string) => track(request(service.app).post(path)),
    patch: (path: string) => track(request(service.app).patch(path)),
    delete: (path: string) => track(request(service.app).delete(path)),
  };
  return {
    service,
    deps,
    api,
    responses,
    as: (user, opts) => identityHeaders(user && identityOf(user), opts),
    asService: (name = 'gateway') => serviceHeaders(name, 'identity'),
    addUser: (overrides = {}) =>
      deps.stores.users.create({
        username: uniqueName(overrides.role ?? 'student'),
        passwordHash: fixtureHash,
        firstName: 'Fixture',
        lastName: 'Person',
        email: 'fixture@example.org',
        role: 'student',
        status: 'active',
        biometricEnabled: false,
        ...overrides,
      }),
    async close() {
      await service.stop();
      if (!existing) await db.cleanup();
    },
  };
}

const SECRET_MARKERS = [
  'passwordHash',
  'password_hash',
  '"password":',
  '$argon2',
  'resetToken',
  'reset_token',
  'biometricId',
  'biometric_id',
  FIXTURE_PASSWORD,
];

/** Responses that leak a password, its hash, a reset token or a biometric id. */
export function leakingResponses(responses: readonly string[]): string[] {
  return responses.filter((text) => SECRET_MARKERS.some((m) => text.includes(m)));
}

export const validRegistration = (overrides: Record<string, unknown> = {}) => ({
  username: uniqueName('reg'),
  password: 'Green!leaf42',
  firstName: 'Rowan',
  lastName: 'Oak',
  email: 'rowan@example.org',
  role: 'student',
  ...overrides,
});
