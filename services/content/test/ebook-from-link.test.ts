import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentAiMessages, ebookGenerationStages, type EbookJob } from '@canopy/contracts';
import { identityHeaders, testEngines } from '@canopy/service-kit/testing';
import { startAiStandIn, type AiStandIn } from '@canopy/service-kit/testing/ai-stand-in';
import { makeCast, startContent, type Cast, type TestContent } from './harness';
import { rewrite, startPages, VIDEO } from './link-stand-ins';

describe.each(testEngines())('ebooks from a link (%s)', (engine) => {
  const cast: Cast = makeCast();
  let pages: Awaited<ReturnType<typeof startPages>>;
  let ai: AiStandIn;
  let plain: TestContent;
  let withAi: TestContent;

  beforeAll(async () => {
    [pages, ai] = await Promise.all([startPages(), startAiStandIn(rewrite)]);
    const env = {
      FETCH_ALLOWED_PRIVATE: '127.0.0.1',
      YOUTUBE_OEMBED_URL: `${pages.base}/oembed`,
      YOUTUBE_WATCH_URL: `${pages.base}/watch`,
    };
    [plain, withAi] = await Promise.all([
      startContent(engine, { env }),
      startContent(engine, { env: { ...env, OPENAI_API_KEY: 'k', OPENAI_BASE_URL: ai.base } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([plain?.stop(), withAi?.stop(), ai?.close(), pages?.stop()]);
  });

  it('makes one chapter per heading of the article, as plain text, without running its scripts', async () => {
    const res = await plain.api.post(
      '/api/generate-ebook-from-link',
      { url: `${pages.base}/article`, formatStyle: 'study-guide', contentType: 'website' },
      cast.educator,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Community Solar Guide',
      author: expect.stringContaining('Ada Green'),
      sourceUrl: `${pages.base}/article`,
      sourceType: 'website',
      formatStyle: 'study-guide',
      aiRewritten: false,
      notice: contentAiMessages.notRewritten,
    });
    const titles = res.body.chapters.map((c: { title: string }) => c.title);
    expect(titles).toEqual(expect.arrayContaining(['Why share panels', 'Getting started', 'Funding']));
    expect(titles.indexOf('Why share panels')).toBeLessThan(titles.indexOf('Funding'));
    const started = res.body.chapters.find((c: { title: string }) => c.title === 'Getting started');
    expect(started.content).toContain('- Find a roof\n\n- Form a cooperative');
    const everything = JSON.stringify(res.body);
    expect(everything).toContain('Bold words');
    expect(everything).not.toContain('SCRIPT RAN');
    expect(everything).not.toMatch(/<\/?[a-z!]/i);
    expect(everything).not.toContain('Copyright');
    // Neither the external script nor the image was fetched.
    expect(pages.requests.filter((r) => r.startsWith('/beacon'))).toEqual([]);
  });

  it('refuses empty URLs, private addresses and pages that are not HTML with the specification’s words', async () => {
    const post = (url: string) =>
      plain.api.post('/api/generate-ebook-from-link', { url, contentType: 'website' }, cast.educator);
    const empty = await post('  ');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(contentAiMessages.linkUrlRequired);
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/',
      'file:///etc/passwd',
    ]) {
      const refused = await post(url);
      expect(refused.status, url).toBe(400);
      expect(refused.body).toEqual({ message: contentAiMessages.linkFailed, code: 'validation_failed' });
    }
    const json = await post(`${pages.base}/data.json`);
    expect(json.status).toBe(502);
    expect(json.body.message).toBe(contentAiMessages.linkFailed);
  });

  it('drafts from a YouTube video', async () => {
    const res = await plain.api.post(
      '/api/generate-ebook-from-link',
      { url: `https://youtu.be/${VIDEO}`, contentType: 'youtube' },
      cast.educator,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Solar Power Explained',
      author: 'Green Channel',
      description: 'How panels turn sunlight into power.',
      sourceType: 'youtube',
      aiRewritten: false,
    });
    expect(res.body.chapters).toEqual([
      { title: 'Overview: Solar Power Explained', content: 'How panels turn sunlight into power.' },
    ]);
  });

  it('reports the real stages of a job in order, then the rewritten result', async () => {
    ai.behave('hold');
    const chatsBefore = ai.chats.length;
    const start = await withAi.api.post(
      '/api/generate-ebook-from-link/jobs',
      { url: `${pages.base}/article`, formatStyle: 'study-guide', contentType: 'website' },
      cast.educator,
    );
    expect(start.status).toBe(202);
    const { jobId } = start.body as { jobId: string };
    const poll = async (until: (job: EbookJob) => boolean): Promise<EbookJob> => {
      for (let i = 0; i < 200; i++) {
        const res = await withAi.api.get(`/api/generate-ebook-from-link/jobs/${jobId}`, cast.educator);
        expect(res.status).toBe(200);
        if (until(res.body as EbookJob)) return res.body as EbookJob;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error('the job never got there');
    };
    // The model is holding its answer: the job waits in Content Creation, the first two stages done.
    const creating = await poll((job) => job.stage === 'Content Creation');
    expect(creating.status).toBe('running');
    expect(creating.completedStages).toEqual(['Analyzing Content', 'Generating Structure']);
    // The stage is set just before the request to the model leaves: wait for the stand-in to receive it.
    for (let i = 0; i < 200 && ai.chats.length === chatsBefore; i++)
      await new Promise((r) => setTimeout(r, 25));
    expect(ai.chats.at(-1)!.messages[0]!.content).toContain('study guide');

    // Someone else cannot see it, whatever their role.
    expect(
      (await withAi.api.get(`/api/generate-ebook-from-link/jobs/${jobId}`, cast.otherEducator)).status,
    ).toBe(404);
    expect((await withAi.api.get(`/api/generate-ebook-from-link/jobs/${jobId}`, cast.admin)).status).toBe(
      404,
    );
    expect((await withAi.api.get(`/api/generate-ebook-from-link/jobs/${jobId}`, cast.student)).status).toBe(
      403,
    );

    ai.release();
    const done = await poll((job) => job.status !== 'running');
    expect(done.status).toBe('succeeded');
    expect(done.completedStages).toEqual([...ebookGenerationStages]);
    expect(done.stage).toBe('Finalizing');
    expect(done.result).toMatchObject({
      title: 'Community Solar: A Study Guide',
      aiRewritten: true,
      notice: null,
    });
    expect(done.result!.chapters.map((c) => c.title)).toContain('Study: Funding');
    ai.behave('ok');
  });

  it('streams a job’s changes as server-sent events until it ends', async () => {
    ai.behave('hold');
    const server = withAi.service.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const start = await withAi.api.post(
        '/api/generate-ebook-from-link/jobs',
        { url: `${pages.base}/article`, contentType: 'website' },
        cast.educator,
      );
      const path = `/api/generate-ebook-from-link/jobs/${start.body.jobId}`;
      for (let i = 0; i < 200; i++) {
        if ((await withAi.api.get(path, cast.educator)).body.stage === 'Content Creation') break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect((await withAi.api.get(`${path}/events`, cast.otherEducator)).status).toBe(404);

      const res = await fetch(`${origin}${path}/events`, { headers: await identityHeaders(cast.educator) });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      while (!text.includes('\n\n')) text += decoder.decode((await reader.read()).value, { stream: true });
      ai.release();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
      const jobs = text
        .split('\n\n')
        .filter((block) => block.startsWith('data: '))
        .map((block) => JSON.parse(block.slice(6)) as EbookJob);
      expect(jobs.map((job) => [job.stage, job.status])).toEqual([
        ['Content Creation', 'running'],
        ['Formatting', 'running'],
        ['Finalizing', 'running'],
        ['Finalizing', 'succeeded'],
      ]);
      expect(jobs.at(-1)!.result!.aiRewritten).toBe(true);
    } finally {
      ai.behave('ok');
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('reports a failed job with its honest error, and unknown jobs as missing', async () => {
    const start = await plain.api.post(
      '/api/generate-ebook-from-link/jobs',
      { url: 'http://169.254.169.254/', contentType: 'website' },
      cast.educator,
    );
    expect(start.status).toBe(202);
    let job: EbookJob | null = null;
    for (let i = 0; i < 100 && job?.status !== 'failed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      job = (await plain.api.get(`/api/generate-ebook-from-link/jobs/${start.body.jobId}`, cast.educator))
        .body;
    }
    expect(job).toMatchObject({
      status: 'failed',
      stage: 'Analyzing Content',
      completedStages: [],
      result: null,
      error: { message: contentAiMessages.linkFailed, code: 'validation_failed' },
    });
    const unknown = await plain.api.get(
      '/api/generate-ebook-from-link/jobs/00000000-0000-4000-8000-000000000000',
      cast.educator,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(contentAiMessages.jobNotFound);
    expect((await plain.api.get('/api/generate-ebook-from-link/jobs/not-a-uuid', cast.educator)).status).toBe(
      400,
    );
  });

  it('falls back to the extraction, saying so, when the rewrite is unreadable', async () => {
    ai.behave('garbage');
    const res = await withAi.api.post(
      '/api/generate-ebook-from-link',
      { url: `${pages.base}/article`, contentType: 'website' },
      cast.educator,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Community Solar Guide', aiRewritten: false });
    expect(res.body.notice).toBe(contentAiMessages.rewriteFailed);
    ai.behave('ok');
  });
});
