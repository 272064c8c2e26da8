import express from 'express';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { errorHandler } from '@canopy/service-kit';
import { loadGatewayConfig } from '../src';
import { createRateLimits } from '../src/rate-limits';
import { SESSION_SECRET, cleanup, closedPort, startGateway, uniquePrefix } from './support/gateway-harness';
import { testKeyEnv } from '@canopy/service-kit/testing';

afterEach(cleanup);

const RATE_LIMITED = 'Too many attempts. Please try again later.';

function expect429(res: request.Response) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ message: RATE_LIMITED, code: 'rate_limited' });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('sign-in and registration rate limits (in-process counters)', () => {
  it('limits failed sign-ins per IP address', async () => {
    const { url } = await startGateway({ RATE_LIMIT_LOGIN_PER_IP: '3' });
    // Without the identity service these all fail (400 invalid body, 404 sign-in not configured): each counts.
    for (let i = 0; i < 3; i++) {
      const res = await request(url)
        .post('/api/login')
        .send({ username: `user${i}` });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Password is required');
    }
    expect429(await request(url).post('/api/login').send({ username: 'someone-else', password: 'x' }));
    // Registration has its own counter.
    expect((await request(url).post('/api/register').send({})).status).toBe(400);
  });

  it('limits failed sign-ins per account, independently of other accounts', async () => {
    const { url } = await startGateway({ RATE_LIMIT_LOGIN_PER_ACCOUNT: '2' });
    const attempt = (username: string) =>
      request(url).post('/api/login').send({ username, password: 'wrong-password' });
    expect((await attempt('Rowan')).status).toBe(404);
    expect((await attempt('rowan ')).status).toBe(404);
    // The same account in another spelling is the same account.
    expect429(await attempt('ROWAN'));
    expect((await attempt('maple')).status).toBe(404);
  });

  it('counts against an account only the sign-ins whose body is valid', async () => {
    const { url } = await startGateway({ RATE_LIMIT_LOGIN_PER_ACCOUNT: '2' });
    // The per-IP limit counts these; the account's does not: the body is refused before it is looked at.
    for (let i = 0; i < 3; i++) {
      const res = await request(url).post('/api/login').send({ username: 'rowan' });
      expect(res.status).toBe(400);
    }
    const attempt = () => request(url).post('/api/login').send({ username: 'rowan', password: 'wrong' });
    expect((await attempt()).status).toBe(404);
    expect((await attempt()).status).toBe(404);
    expect429(await attempt());
  });

  it('limits registration attempts per IP and per username', async () => {
    const { url } = await startGateway({ RATE_LIMIT_REGISTER_PER_IP: '2' });
    expect((await request(url).post('/api/register').send({ username: 'a' })).status).toBe(400);
    expect((await request(url).post('/api/register').send({ username: 'b' })).status).toBe(400);
    expect429(await request(url).post('/api/register').send({ username: 'c' }));
  });

  it('limits newsletter subscriptions per IP address before they reach identity', async () => {
    const { url } = await startGateway({ RATE_LIMIT_NEWSLETTER_PER_IP: '2' });
    // No identity service is configured here, so each counted attempt falls through to 404.
    const subscribe = () =>
      request(url).post('/api/newsletter/subscriptions').send({ email: 'reader@example.org' });
    expect((await subscribe()).status).toBe(404);
    expect((await subscribe()).status).toBe(404);
    expect429(await subscribe());
  });

  it('validates bodies with the specification messages before calling identity', async () => {
    const { url } = await startGateway();
    const login = await request(url).post('/api/login').send({ password: 'x' });
    expect(login.status).toBe(400);
    expect(login.body.message).toBe('Username is required');
    const reg = await request(url)
      .post('/api/register')
      .send({ username: 'rowan', password: 'short', firstName: 'R', lastName: 'O', email: 'r@example.org' });
    expect(reg.status).toBe(400);
    expect(reg.body.message).toBe('Password must be at least 8 characters long');
    const notJson = await request(url).post('/api/login').type('form').send('username=a&password=b');
    expect(notJson.status).toBe(415);
    const tooBig = await request(url)
      .post('/api/login')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ username: 'a', password: 'x'.repeat(20_000) }));
    expect(tooBig.status).toBe(413);
  });

  it('keeps /api/test-login absent unless ENABLE_TEST_LOGIN=true', async () => {
    const { url } = await startGateway();
    const res = await request(url).post('/api/test-login');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});

describe('rate-limit counters whose store fails', () => {
  it('answer 503, never let the attempt through', async () => {
    const port = await closedPort();
    const redis = new Redis(`redis://127.0.0.1:${port}`, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      lazyConnect: false,
    });
    redis.on('error', () => {});
    const config = loadGatewayConfig({
      ...testKeyEnv('gateway'),
      SESSION_SECRET,
      STATIC_DIR: '/tmp',
    });
    const limits = createRateLimits(config, redis, () => '192.0.2.1');
    let reached = 0;
    const app = express();
    app.post('/attempt', limits.loginPerIp, (_req, res) => {
      reached++;
      res.json({ ok: true });
    });
    app.use(errorHandler());
    try {
      const res = await request(app).post('/attempt');
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
      expect(reached).toBe(0);
    } finally {
      limits.close();
      redis.disconnect();
    }
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('rate-limit counters in Redis (TEST_REDIS_URL)', () => {
  it('counts in Redis, shared by every gateway instance', async () => {
    const prefix = uniquePrefix('rl');
    const env = {
      REDIS_URL: process.env.TEST_REDIS_URL!,
      REDIS_KEY_PREFIX: prefix,
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '3',
    };
    const a = await startGateway(env);
    const b = await startGateway(env);
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    try {
      const attempt = (url: string) =>
        request(url).post('/api/login').send({ username: 'oak', password: 'wrong' });
      expect((await attempt(a.url)).status).toBe(404);
      expect((await attempt(b.url)).status).toBe(404);
      expect((await attempt(a.url)).status).toBe(404);
      expect429(await attempt(b.url));
      const keys = await redis.keys(`${prefix}rl:*`);
      expect(keys.some((k) => k.startsWith(`${prefix}rl:login-account:`))).toBe(true);
      expect(keys.some((k) => k.startsWith(`${prefix}rl:login-ip:`))).toBe(true);
      expect(Number(await redis.get(`${prefix}rl:login-account:oak`))).toBeGreaterThanOrEqual(4);
    } finally {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }
  });
});
