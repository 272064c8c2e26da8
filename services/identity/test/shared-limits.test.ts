import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS_UNAVAILABLE } from '@canopy/service-kit';
import {
  createTestDatabase,
  limitEngineEnv,
  testRedisPrefix,
  type TestDatabase,
} from '@canopy/service-kit/testing';
import { startIdentityService, uniqueName, type TestIdentityService } from './harness';

/** POST /api/forgot-password as a visitor from `ip`, through `t`. */
async function forgot(t: TestIdentityService, ip: string) {
  return t.api
    .post('/api/forgot-password')
    .set(await t.as(null, { clientAddress: ip }))
    .send({ email: `${uniqueName('limit')}@example.org` });
}

describe('the recovery limits across instances', () => {
  let db: TestDatabase;
  const running: TestIdentityService[] = [];
  const start = async (env: Record<string, string>) => {
    const t = await startIdentityService('embedded', { RATE_LIMIT_FORGOT_PASSWORD_PER_IP: '3', ...env }, db);
    running.push(t);
    return t;
  };

  beforeAll(async () => {
    db = await createTestDatabase('embedded', 'identity-limits');
  });
  afterAll(async () => {
    await Promise.all(running.map((t) => t.close()));
    await db?.cleanup();
  });

  it.runIf(process.env.TEST_REDIS_URL)(
    'count one address once for every instance with REDIS_URL',
    async () => {
      const env = limitEngineEnv('redis', testRedisPrefix());
      const [a, b] = [await start(env), await start(env)];
      const ip = '198.51.100.7';
      for (const t of [a, b, a]) expect((await forgot(t, ip)).status).toBe(200);
      for (const t of [b, a]) {
        const limited = await forgot(t, ip);
        expect(limited.status).toBe(429);
        expect(limited.body.code).toBe('rate_limited');
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect((await forgot(b, '198.51.100.8')).status).toBe(200);
    },
  );

  it('answer 503 at once, never a request let through, when Redis cannot be reached', async () => {
    const down = await start({ REDIS_URL: 'redis://127.0.0.1:1', REDIS_KEY_PREFIX: testRedisPrefix() });
    for (const path of ['/api/forgot-password', '/api/reset-password']) {
      const started = Date.now();
      const res = await down.api
        .post(path)
        .set(await down.as(null, { clientAddress: '198.51.100.9' }))
        .send({ email: 'someone@example.org', token: 'x'.repeat(43), password: 'Fresh!growth7' });
      expect(Date.now() - started, path).toBeLessThan(1_500);
      expect(res.status, path).toBe(503);
      expect(res.body).toEqual({ message: LIMITS_UNAVAILABLE, code: 'unavailable' });
    }
    // The service stays up: only what needs the limits waits for Redis.
    const health = await down.api.get('/healthz');
    expect(health.status).toBe(200);
  });
});
