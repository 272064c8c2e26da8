import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentAiMessages } from '@canopy/contracts';
import { LIMITS_UNAVAILABLE } from '@canopy/service-kit';
import { limitEngineEnv, testRedisPrefix } from '@canopy/service-kit/testing';
import { startAiStandIn, type AiStandIn } from '@canopy/service-kit/testing/ai-stand-in';
import { makeCast } from './harness';
import { sharedContentDatabase, type ContentInstance } from './instances';

const cast = makeCast();
const ask = (instance: ContentInstance, user = cast.educator) =>
  instance.api.post('/api/ai/generate-content', { contentType: 'lesson', topic: 'Soil' }, user);

describe('the AI limit across instances', () => {
  let ai: AiStandIn;
  let shared: Awaited<ReturnType<typeof sharedContentDatabase>>;
  const running: ContentInstance[] = [];
  let aiEnv: Record<string, string>;
  const start = async (env: Record<string, string>) => {
    const instance = await shared.instance({ env: { ...aiEnv, AI_RATE_LIMIT_PER_MINUTE: '2', ...env } });
    running.push(instance);
    return instance;
  };

  beforeAll(async () => {
    ai = await startAiStandIn(() => '## Soil\n\nHealthy soil stores carbon.');
    aiEnv = { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: ai.base, OPENAI_MODEL: 'stand-in-model' };
    shared = await sharedContentDatabase('embedded');
  });
  afterAll(async () => {
    await Promise.all(running.map((i) => i.stop()));
    await shared?.cleanup();
    await ai?.close();
  });

  it.runIf(process.env.TEST_REDIS_URL)('is one limit for every instance with REDIS_URL', async () => {
    const env = limitEngineEnv('redis', testRedisPrefix());
    const [a, b] = [await start(env), await start(env)];
    expect((await ask(a)).status).toBe(200);
    expect((await ask(b)).status).toBe(200);
    for (const instance of [a, b]) {
      const third = await ask(instance);
      expect(third.status).toBe(429);
      expect(third.body).toEqual({ message: contentAiMessages.aiRateLimited, code: 'rate_limited' });
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Each user has their own.
    expect((await ask(b, cast.otherEducator)).status).toBe(200);
  });

  it('is counted per instance without Redis (the embedded default)', async () => {
    const [a, b] = [await start({}), await start({})];
    for (const instance of [a, a, b, b]) expect((await ask(instance)).status).toBe(200);
    expect((await ask(a)).status).toBe(429);
  });

  it('answers 503 at once, never a model call, when Redis cannot be reached', async () => {
    const down = await start({ REDIS_URL: 'redis://127.0.0.1:1', REDIS_KEY_PREFIX: testRedisPrefix() });
    const calls = ai.chats.length;
    const started = Date.now();
    const res = await ask(down);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: LIMITS_UNAVAILABLE, code: 'unavailable' });
    expect(ai.chats.length).toBe(calls);
    // What needs no limit still works.
    expect((await down.api.get('/api/uploads/mine', cast.educator)).status).toBe(200);
  });
});
