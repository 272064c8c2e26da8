import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiModes, contentAiMessages, contentMessages, type CanopyGptStreamEvent } from '@canopy/contracts';
import { identityHeaders, testEngines } from '@canopy/service-kit/testing';
import { assistantPrompts } from '../src/ai/prompts';
import { startAiStandIn, type AiStandIn, type ChatRequest } from '@canopy/service-kit/testing/ai-stand-in';
import { makeCast, startContent, type TestContent } from './harness';

const ANSWER = 'Composting turns kitchen scraps into rich soil for the school garden.';
const suggestions = [1, 2, 3, 4].map((n) => ({
  title: `Regenerative Gardening ${n}`,
  description: `Idea ${n}: learners plan a small regenerative garden.`,
  level: 'beginner',
  learningOutcomes: ['Plan a garden bed', 'Explain soil health'],
}));

/** What the stand-in model says, by what it was asked. */
function reply(req: ChatRequest): string {
  const system = req.messages[0]?.content ?? '';
  if (system.includes('three distinct course ideas'))
    return `\`\`\`json\n${JSON.stringify({ suggestions })}\n\`\`\``;
  if (system.includes('image-generation model'))
    return 'A flat illustration of a rooftop solar garden at dawn';
  if (system.includes('You write course material'))
    return '## Why soil matters\n\nHealthy soil stores carbon.';
  return ANSWER;
}

/** The `data:` events of a server-sent-events body. */
const events = (text: string) =>
  text
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice(6)) as CanopyGptStreamEvent);

const history = Array.from({ length: 8 }, (_, i) => ({
  role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
  content: `message ${i + 1}`,
}));

describe.each(testEngines())('the AI assistant (%s)', (engine) => {
  const cast = makeCast();
  let ai: AiStandIn;
  let t: TestContent;
  let unconfigured: TestContent;
  let limited: TestContent;
  let listening: Server;
  let origin: string;

  beforeAll(async () => {
    ai = await startAiStandIn(reply);
    const aiEnv = { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: ai.base, OPENAI_MODEL: 'stand-in-model' };
    [t, unconfigured, limited] = await Promise.all([
      // Short enough that the slow model (30 s) is given up on, long enough for a loaded CI machine's normal answers.
      startContent(engine, { env: { ...aiEnv, AI_TIMEOUT_MS: '2500' } }),
      startContent(engine),
      startContent(engine, { env: { ...aiEnv, AI_RATE_LIMIT_PER_MINUTE: '2' } }),
    ]);
    listening = t.service.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => listening.once('listening', resolve));
    origin = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    listening?.closeAllConnections();
    await new Promise((resolve) => listening?.close(resolve));
    await ai?.close();
    await Promise.all([t?.stop(), unconfigured?.stop(), limited?.stop()]);
  });

  it('has a distinct, substantial system prompt for every mode', () => {
    const prompts = aiModes.map((mode) => assistantPrompts[mode]);
    expect(new Set(prompts).size).toBe(aiModes.length);
    for (const prompt of prompts) expect(prompt.length).toBeGreaterThan(300);
  });

  it('answers as JSON when asked, with the mode prompt and only the last five messages of the history', async () => {
    ai.behave('ok');
    const res = await t.api.raw
      .post('/api/canopy-gpt/query')
      .set(await identityHeaders(cast.educator))
      .set('accept', 'application/json')
      .send({
        query: 'How do I teach composting?',
        queryType: 'policy',
        userRole: 'educator',
        conversationHistory: history,
      });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ response: ANSWER, queryType: 'policy' });
    const sent = ai.chats.at(-1)!;
    expect(sent.model).toBe('stand-in-model');
    expect(sent.messages).toEqual([
      { role: 'system', content: assistantPrompts.policy },
      ...history.slice(-5).map(({ role, content }) => ({ role, content })),
      { role: 'user', content: 'How do I teach composting?' },
    ]);
    expect(ai.authorizations.at(-1)).toBe('Bearer test-key');
  });

  it('streams the answer in pieces as server-sent events, the first before the model has finished', async () => {
    ai.behave('hold');
    const res = await fetch(`${origin}/api/canopy-gpt/query`, {
      method: 'POST',
      headers: { ...(await identityHeaders(cast.educator)), 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'Compost?', queryType: 'wisdom', conversationHistory: [] }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    // The stand-in holds everything after its first piece: this only finishes if the service passes it on at once.
    while (!text.includes('\n\n')) text += decoder.decode((await reader.read()).value, { stream: true });
    expect(events(text)).toEqual([{ delta: 'Composting ' }]);
    ai.release();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    const all = events(text);
    const deltas = all.filter((e): e is { delta: string } => 'delta' in e);
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.map((d) => d.delta).join('')).toBe(ANSWER);
    expect(all.at(-1)).toEqual({ done: true, response: ANSWER, queryType: 'wisdom' });
    expect(ai.chats.at(-1)!.stream).toBe(true);
  });

  it('keeps each mode’s conversation per user', async () => {
    ai.behave('ok');
    const mine = await t.api.get('/api/canopy-gpt/conversations?mode=wisdom', cast.educator);
    expect(mine.status).toBe(200);
    expect(mine.body.messages.map((m: { role: string; content: string }) => [m.role, m.content])).toEqual([
      ['user', 'Compost?'],
      ['assistant', ANSWER],
    ]);
    const policy = await t.api.get('/api/canopy-gpt/conversations?mode=policy', cast.educator);
    expect(policy.body.messages.map((m: { content: string }) => m.content)).toEqual([
      'How do I teach composting?',
      ANSWER,
    ]);
    expect(
      (await t.api.get('/api/canopy-gpt/conversations?mode=express', cast.educator)).body.messages,
    ).toEqual([]);
    expect(
      (await t.api.get('/api/canopy-gpt/conversations?mode=wisdom', cast.otherEducator)).body.messages,
    ).toEqual([]);
    expect((await t.api.get('/api/canopy-gpt/conversations?mode=nonsense', cast.educator)).status).toBe(400);
  });

  it('draws images through the images API, and says so honestly when the endpoint has none', async () => {
    ai.behave('ok');
    const res = await t.api.raw
      .post('/api/canopy-gpt/query')
      .set(await identityHeaders(cast.educator))
      .set('accept', 'application/json')
      .send({ query: 'a solar rooftop garden', queryType: 'images' });
    expect(res.status).toBe(200);
    expect(res.body.imageUrl).toBe('https://images.example/solar-garden.png');
    expect(res.body.response).toContain('](https://images.example/solar-garden.png)');
    expect(ai.imagePrompts.at(-1)).toBe('A flat illustration of a rooftop solar garden at dawn');

    ai.behave('noImages');
    const none = await t.api.raw
      .post('/api/canopy-gpt/query')
      .set(await identityHeaders(cast.educator))
      .set('accept', 'application/json')
      .send({ query: 'a solar rooftop garden', queryType: 'images' });
    expect(none.status).toBe(502);
    expect(none.body).toEqual({ message: contentAiMessages.aiImagesUnsupported, code: 'unavailable' });
  });

  it('answers honestly when the endpoint fails or is too slow, streamed or not', async () => {
    ai.behave('error500');
    const failed = await t.api.raw
      .post('/api/canopy-gpt/query')
      .set(await identityHeaders(cast.educator))
      .set('accept', 'application/json')
      .send({ query: 'Hello' });
    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({ message: contentAiMessages.aiUnavailable, code: 'unavailable' });
    const failedStream = await t.api.post('/api/canopy-gpt/query', { query: 'Hello' }, cast.educator);
    expect(failedStream.status).toBe(502);
    expect(failedStream.body.code).toBe('unavailable');

    ai.behave('slow');
    const started = Date.now();
    const slow = await t.api.post('/api/canopy-gpt/query', { query: 'Hello' }, cast.educator);
    expect(slow.status).toBe(504);
    expect(slow.body).toEqual({ message: contentAiMessages.aiTimeout, code: 'unavailable' });
    // Given up on well before the model's 30 s answer.
    expect(Date.now() - started).toBeLessThan(20_000);
    const slowSuggestions = await t.api.post(
      '/api/ai/generate-course-suggestions',
      { topic: 'Soil' },
      cast.educator,
    );
    expect(slowSuggestions.status).toBe(504);
    ai.behave('ok');
  });

  it('suggests at most three courses, validated, and refuses an unreadable model answer with 502', async () => {
    ai.behave('ok');
    const res = await t.api.post(
      '/api/ai/generate-course-suggestions',
      { topic: 'Regenerative gardening', targetAudience: 'teachers', courseType: 'workshop' },
      cast.educator,
    );
    expect(res.status).toBe(200);
    expect(res.body.suggestions).toEqual(suggestions.slice(0, 3));
    expect(JSON.parse(ai.chats.at(-1)!.messages[1]!.content)).toEqual({
      topic: 'Regenerative gardening',
      targetAudience: 'teachers',
      courseType: 'workshop',
    });

    ai.behave('garbage');
    const bad = await t.api.post('/api/ai/generate-course-suggestions', { topic: 'Soil' }, cast.educator);
    expect(bad.status).toBe(502);
    expect(bad.body).toEqual({ message: contentAiMessages.aiBadAnswer, code: 'unavailable' });
    ai.behave('ok');
  });

  it('writes course material', async () => {
    ai.behave('ok');
    const res = await t.api.post(
      '/api/ai/generate-content',
      { contentType: 'lesson', topic: 'Soil', sustainabilityFocus: 'carbon' },
      cast.admin,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ content: '## Why soil matters\n\nHealthy soil stores carbon.' });
    expect(ai.chats.at(-1)!.messages[1]!.content).toContain('Sustainability focus: carbon');
  });

  it('is for active educators and administrators only', async () => {
    const ask = (user: (typeof cast)[keyof typeof cast]) =>
      t.api.post('/api/canopy-gpt/query', { query: 'Hi' }, user);
    expect((await ask(cast.visitor)).status).toBe(401);
    const student = await ask(cast.student);
    expect(student.status).toBe(403);
    expect(student.body).toEqual({ message: contentMessages.educatorsOnly, code: 'forbidden' });
    expect((await ask(cast.pendingEducator)).body.code).toBe('pending_approval');
    expect((await ask(cast.suspendedEducator)).body.code).toBe('account_suspended');
    expect((await t.api.get('/api/canopy-gpt/conversations', cast.student)).status).toBe(403);
    expect(
      (await t.api.post('/api/ai/generate-content', { contentType: 'x', topic: 'y' }, cast.student)).status,
    ).toBe(403);
  });

  it('says plainly when no AI endpoint is configured', async () => {
    for (const [path, body] of [
      ['/api/canopy-gpt/query', { query: 'Hi' }],
      ['/api/ai/generate-course-suggestions', { topic: 'Soil' }],
      ['/api/ai/generate-content', { contentType: 'lesson', topic: 'Soil' }],
    ] as const) {
      const res = await unconfigured.api.post(path, body, cast.educator);
      expect(res.status, path).toBe(503);
      expect(res.body).toEqual({ message: contentAiMessages.aiNotConfigured, code: 'ai_not_configured' });
    }
  });

  it('limits each user’s requests per minute', async () => {
    ai.behave('ok');
    const ask = (user = cast.educator) =>
      limited.api.post('/api/ai/generate-content', { contentType: 'lesson', topic: 'Soil' }, user);
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    const third = await ask();
    expect(third.status).toBe(429);
    expect(third.body).toEqual({ message: contentAiMessages.aiRateLimited, code: 'rate_limited' });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ask(cast.otherEducator)).status).toBe(200);
  });
});
