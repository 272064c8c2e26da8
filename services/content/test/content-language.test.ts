import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentAiMessages, type CanopyGptStreamEvent, type EbookJob } from '@canopy/contracts';
import { identityHeaders, testEngines } from '@canopy/service-kit/testing';
import { startAiStandIn, type AiStandIn, type ChatRequest } from '@canopy/service-kit/testing/ai-stand-in';
import { assistantPrompts } from '../src/ai/prompts';
import { makeCast, startContent, type TestContent } from './harness';
import { startPages, VIDEO } from './link-stand-ins';

// Issue 33: what the content service writes itself is worded in the request's language (the account's, else
// Accept-Language, else English), and the assistant's chat modes are told to answer in Spanish for Spanish users.

const SPANISH_ANSWERS = 'The educator uses Canopy in Spanish: answer in Spanish (español)';

/** What the stand-in model says, by what it was asked. */
function reply(req: ChatRequest): string {
  const system = req.messages[0]?.content ?? '';
  if (system.includes('image-generation model')) return 'A flat illustration of a rain garden';
  if (system.includes('three distinct course ideas'))
    return JSON.stringify({
      suggestions: [{ title: 'Suelo vivo', description: 'Un curso sobre el suelo.' }],
    });
  return system.includes(SPANISH_ANSWERS)
    ? 'El compost convierte los restos en suelo.'
    : 'Compost feeds soil.';
}

const events = (text: string) =>
  text
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice(6)) as CanopyGptStreamEvent);

describe.each(testEngines())('the content service in the request’s language (%s)', (engine) => {
  const cast = makeCast();
  const spanish = { ...cast.educator, language: 'es' as const };
  let ai: AiStandIn;
  let pages: Awaited<ReturnType<typeof startPages>>;
  let t: TestContent;

  beforeAll(async () => {
    [ai, pages] = await Promise.all([startAiStandIn(reply), startPages()]);
    t = await startContent(engine, {
      env: {
        OPENAI_API_KEY: 'test-key',
        OPENAI_BASE_URL: ai.base,
        FETCH_ALLOWED_PRIVATE: '127.0.0.1',
        YOUTUBE_OEMBED_URL: `${pages.base}/oembed`,
        YOUTUBE_WATCH_URL: `${pages.base}/watch`,
      },
    });
  });
  afterAll(async () => {
    await Promise.all([t?.stop(), ai?.close(), pages?.stop()]);
  });

  const ask = async (
    body: object,
    user: typeof cast.educator,
    headers: Record<string, string> = { accept: 'application/json' },
  ) =>
    t.api.raw
      .post('/api/canopy-gpt/query')
      .set(await identityHeaders(user))
      .set(headers)
      .send(body);

  it('tells the chat modes to answer in Spanish for a Spanish account or Accept-Language, and English asks nothing more', async () => {
    ai.behave('ok');
    const byAccount = await ask({ query: '¿Cómo enseño el compostaje?', queryType: 'policy' }, spanish);
    expect(byAccount.status).toBe(200);
    expect(byAccount.body.response).toBe('El compost convierte los restos en suelo.');
    expect(ai.chats.at(-1)!.messages[0]).toEqual({
      role: 'system',
      content: expect.stringMatching(
        new RegExp(`^${escape(assistantPrompts.policy)}\\n${escape(SPANISH_ANSWERS)}`),
      ),
    });

    // Streamed, with no account language: Accept-Language decides.
    const streamed = await ask({ query: 'Compost?', queryType: 'wisdom' }, cast.educator, {
      accept: 'text/event-stream',
      'accept-language': 'es-MX,es;q=0.9,en;q=0.5',
    });
    expect(streamed.status).toBe(200);
    expect(events(streamed.text).at(-1)).toEqual({
      done: true,
      response: 'El compost convierte los restos en suelo.',
      queryType: 'wisdom',
    });
    expect(ai.chats.at(-1)!.messages[0]!.content).toContain(SPANISH_ANSWERS);

    // The account's language wins over the browser's.
    const english = await ask(
      { query: 'Compost?', queryType: 'auto' },
      { ...cast.educator, language: 'en' },
      {
        accept: 'application/json',
        'accept-language': 'es',
      },
    );
    expect(english.body.response).toBe('Compost feeds soil.');
    expect(ai.chats.at(-1)!.messages[0]).toEqual({ role: 'system', content: assistantPrompts.auto });
  });

  it("words the image's line in the request's language, and keeps the image model's prompt as it was asked", async () => {
    ai.behave('ok');
    const image = await ask({ query: 'un jardín solar en la azotea', queryType: 'images' }, spanish);
    expect(image.status).toBe(200);
    expect(image.body.response).toMatch(
      /^Aquí tienes una ilustración de: un jardín solar en la azotea\n\n!\[/,
    );
    expect(ai.chats.at(-1)!.messages[0]).toEqual({ role: 'system', content: assistantPrompts.images });

    const accepted = await ask({ query: 'a rain garden', queryType: 'images' }, cast.educator, {
      accept: 'application/json',
      'accept-language': 'es',
    });
    expect(accepted.body.response).toMatch(/^Aquí tienes una ilustración de: a rain garden\n\n!\[/);
    const english = await ask({ query: 'a rain garden', queryType: 'images' }, cast.educator);
    expect(english.body.response).toMatch(/^Here is an illustration for: a rain garden\n\n!\[/);
  });

  it('asks for course ideas and material written in Spanish for a Spanish educator only', async () => {
    ai.behave('ok');
    expect(
      (await t.api.post('/api/ai/generate-course-suggestions', { topic: 'Suelo' }, spanish)).status,
    ).toBe(200);
    expect(ai.chats.at(-1)!.messages[0]!.content).toContain('Write everything you produce in Spanish');
    await t.api.post('/api/ai/generate-content', { contentType: 'lesson', topic: 'Soil' }, cast.educator);
    expect(ai.chats.at(-1)!.messages[0]!.content).not.toContain('Spanish');
  });

  it('words the headings a draft from a link gets from the extraction in the request’s language', async () => {
    const video = { url: `https://youtu.be/${VIDEO}`, contentType: 'youtube' };
    // No AI rewrite here: the extraction's own headings are what the educator gets.
    ai.behave('garbage');
    const es = await t.api.post('/api/generate-ebook-from-link', video, spanish);
    expect(es.status).toBe(200);
    expect(es.body.chapters).toEqual([
      { title: 'Resumen: Solar Power Explained', content: 'How panels turn sunlight into power.' },
    ]);
    // The notice stays one of the contracts' sentences: the studio translates it like the API's messages.
    expect(es.body.notice).toBe(contentAiMessages.rewriteFailed);

    const en = await t.api.post('/api/generate-ebook-from-link', video, cast.educator);
    expect(en.body.chapters[0].title).toBe('Overview: Solar Power Explained');

    // A job keeps the language it was asked in (Accept-Language here) for the worker that runs it.
    const start = await t.api.raw
      .post('/api/generate-ebook-from-link/jobs')
      .set(await identityHeaders(cast.educator))
      .set('accept-language', 'es')
      .send(video);
    expect(start.status).toBe(202);
    let job: EbookJob | null = null;
    for (let i = 0; i < 200 && job?.status !== 'succeeded'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      job = (await t.api.get(`/api/generate-ebook-from-link/jobs/${start.body.jobId}`, cast.educator)).body;
    }
    expect(job?.result?.chapters[0]?.title).toBe('Resumen: Solar Power Explained');
    ai.behave('ok');
  });
});

/** A text as a regular expression matching it literally. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
