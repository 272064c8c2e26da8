import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import {
  createRateLimiters,
  LIMITS_UNAVAILABLE,
  RateLimitedError,
  UnavailableError,
  type RateLimiters,
} from '../src';
import {
  canStartRedisServer,
  startSilentServer,
  startThrowawayRedis,
  testLimitEngines,
  testRedisPrefix,
  type TestLimitEngine,
} from '../src/testing';

const logger = pino({ level: 'silent' });
const redisUrl = process.env.TEST_REDIS_URL;

/** A clock the test moves by hand (the same one for every instance, as NTP keeps machines close). */
function handClock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const open: RateLimiters[] = [];
function limiters(engine: TestLimitEngine, prefix: string, now: () => number, url = redisUrl) {
  const made = createRateLimiters({
    url: engine === 'redis' ? url : undefined,
    prefix,
    timeoutMs: 500,
    logger,
    now,
  });
  open.push(made);
  return made;
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((l) => l.close()));
});

describe.each(testLimitEngines())('usage limits (%s)', (engine) => {
  it('allows `limit` attempts per key in any window, and says when the next one is', async () => {
    const clock = handClock();
    const limits = limiters(engine, testRedisPrefix(), clock.now);
    expect(limits.engine).toBe(engine);
    const ai = limits.limiter({ name: 'ai', limit: 2, windowMs: 60_000 });
    expect(await ai.take(7)).toBeNull();
    clock.advance(10_000);
    expect(await ai.take(7)).toBeNull();
    expect(await ai.take(7)).toBe(50); // the first attempt leaves the window in 50 s
    expect(await ai.take(8)).toBeNull(); // another key has its own count
    clock.advance(49_000);
    // Refused attempts are not counted: the window still holds the first two.
    expect(await ai.take(7)).toBe(1);
    clock.advance(1_000);
    expect(await ai.take(7)).toBeNull();
    expect(await ai.take(7)).toBe(10);
  });

  it('keeps each limit apart, and enforce throws 429 with the wait', async () => {
    const clock = handClock();
    const limits = limiters(engine, testRedisPrefix(), clock.now);
    const forgot = limits.limiter({ name: 'forgot', limit: 1, windowMs: 15 * 60_000 });
    const reset = limits.limiter({ name: 'reset', limit: 1, windowMs: 15 * 60_000 });
    await forgot.enforce('10.0.0.1');
    await reset.enforce('10.0.0.1');
    const refused = await forgot.enforce('10.0.0.1', 'Slow down.').catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect(refused).toMatchObject({ status: 429, message: 'Slow down.', headers: { 'Retry-After': '900' } });
  });
});

describe.runIf(redisUrl)('usage limits shared through Redis', () => {
  it('counts the attempts of every instance against one limit', async () => {
    const clock = handClock();
    const prefix = testRedisPrefix();
    // Two instances of one service: two connections, the same counters.
    const a = limiters('redis', prefix, clock.now).limiter({ name: 'ai', limit: 3, windowMs: 60_000 });
    const b = limiters('redis', prefix, clock.now).limiter({ name: 'ai', limit: 3, windowMs: 60_000 });
    const answers = await Promise.all([a.take(1), b.take(1), a.take(1), b.take(1), a.take(1)]);
    expect(answers.filter((w) => w === null)).toHaveLength(3);
    expect(answers.filter((w) => w === 60)).toHaveLength(2);
    // Another deployment on the same Redis (another prefix) counts on its own.
    const other = limiters('redis', testRedisPrefix(), clock.now).limiter({
      name: 'ai',
      limit: 3,
      windowMs: 60_000,
    });
    expect(await other.take(1)).toBeNull();
  });
});

/** Awaits `promise` expecting the 503 of unreachable counters; answers how long that took. */
async function timedRefusal(promise: Promise<unknown>): Promise<number> {
  const started = Date.now();
  const err = await promise.then(
    () => new Error('let through'),
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(UnavailableError);
  expect(err).toMatchObject({ status: 503, code: 'unavailable', message: LIMITS_UNAVAILABLE });
  return Date.now() - started;
}

describe('usage limits when Redis cannot answer', () => {
  const clock = handClock();

  it('answers 503 at once when nothing listens', async () => {
    const limits = limiters('redis', testRedisPrefix(), clock.now, 'redis://127.0.0.1:1');
    const ai = limits.limiter({ name: 'ai', limit: 5, windowMs: 60_000 });
    expect(await timedRefusal(ai.take(1))).toBeLessThan(1_000);
    // Later attempts too, while it stays away.
    expect(await timedRefusal(ai.take(1))).toBeLessThan(200);
  });

  it('answers 503 within the timeout when Redis hangs, never later', async () => {
    const silent = await startSilentServer();
    try {
      const limits = limiters('redis', testRedisPrefix(), clock.now, silent.url);
      const ai = limits.limiter({ name: 'ai', limit: 5, windowMs: 60_000 });
      expect(await timedRefusal(ai.take(1))).toBeLessThan(1_500);
    } finally {
      await silent.close();
    }
  });

  describe.runIf(canStartRedisServer)('a Redis that goes down and comes back', () => {
    let redis: Awaited<ReturnType<typeof startThrowawayRedis>> | undefined;
    afterAll(() => redis?.stop());

    it('refuses quickly while it is down and counts again once it is back', async () => {
      redis = await startThrowawayRedis();
      const limits = limiters('redis', testRedisPrefix(), clock.now, redis.url);
      const ai = limits.limiter({ name: 'ai', limit: 5, windowMs: 60_000 });
      expect(await ai.take(1)).toBeNull();

      await redis.stop();
      expect(await timedRefusal(ai.take(1))).toBeLessThan(1_000);
      expect(await timedRefusal(ai.take(1))).toBeLessThan(1_000);

      await redis.start();
      await expect.poll(() => ai.take(1).catch(() => 'down'), { timeout: 5_000, interval: 100 }).toBeNull();
    });
  });
});
