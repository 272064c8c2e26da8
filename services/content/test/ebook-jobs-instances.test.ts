import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentAiMessages, ebookGenerationStages, type EbookJob } from '@canopy/contracts';
import { rowsOf } from '@canopy/service-kit';
import { testEngines } from '@canopy/service-kit/testing';
import { startAiStandIn, type AiStandIn } from '@canopy/service-kit/testing/ai-stand-in';
import { makeCast } from './harness';
import { sharedContentDatabase, type ContentInstance } from './instances';
import { rewrite, startPages } from './link-stand-ins';

const cast = makeCast();
/** A lease short enough for a take-over within a test, long above a loaded machine's pauses. */
const jobs = { leaseMs: 1_500, pollMs: 100, drainMs: 300 };
const jobsPath = '/api/generate-ebook-from-link/jobs';

describe.each(testEngines())('ebook generations on two instances (%s)', (engine) => {
  let pages: Awaited<ReturnType<typeof startPages>>;
  let ai: AiStandIn;
  let shared: Awaited<ReturnType<typeof sharedContentDatabase>>;
  const instances: ContentInstance[] = [];

  const instance = async () => {
    const env = {
      HOST: '127.0.0.1',
      FETCH_ALLOWED_PRIVATE: '127.0.0.1',
      OPENAI_API_KEY: 'k',
      OPENAI_BASE_URL: ai.base,
    };
    const one = await shared.instance({ env, jobs });
    instances.push(one);
    return one;
  };
  const poll = async (via: ContentInstance, jobId: string, until: (job: EbookJob) => boolean) => {
    for (let i = 0; i < 400; i++) {
      const res = await via.api.get(`${jobsPath}/${jobId}`, cast.educator);
      expect(res.status).toBe(200);
      if (until(res.body as EbookJob)) return res.body as EbookJob;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('the job never got there');
  };
  const row = async (via: ContentInstance, jobId: string) =>
    rowsOf<{ status: string; attempts: number }>(
      await via.service.ctx.db.execute(sql`SELECT status, attempts FROM kit_jobs WHERE id = ${jobId}`),
    )[0];
  const modelAsked = async (times: number) => {
    for (let i = 0; i < 400 && ai.chats.length < times; i++) await new Promise((r) => setTimeout(r, 25));
    expect(ai.chats.length).toBeGreaterThanOrEqual(times);
  };

  beforeAll(async () => {
    [pages, ai] = await Promise.all([startPages(), startAiStandIn(rewrite)]);
    shared = await sharedContentDatabase(engine);
  });
  afterAll(async () => {
    ai?.release();
    for (const one of instances) await one.stop();
    await shared?.cleanup();
    await Promise.all([ai?.close(), pages?.stop()]);
  });

  it('answers for a job on every instance, and another instance finishes it when the first dies mid-job', async () => {
    const a = await instance();
    const b = await instance();
    await a.service.start(0);
    ai.behave('hold');
    const before = ai.chats.length;
    const start = await a.api.post(
      jobsPath,
      { url: `${pages.base}/article`, formatStyle: 'study-guide', contentType: 'website' },
      cast.educator,
    );
    expect(start.status).toBe(202);
    const { jobId } = start.body as { jobId: string };

    // A runs it (B's worker is not started); B, asked, answers what A's worker wrote.
    const creating = await poll(b, jobId, (job) => job.stage === 'Content Creation');
    expect(creating).toMatchObject({
      status: 'running',
      completedStages: ['Analyzing Content', 'Generating Structure'],
    });
    await modelAsked(before + 1);
    expect((await a.api.get(`${jobsPath}/${jobId}`, cast.educator)).body).toEqual(
      (await b.api.get(`${jobsPath}/${jobId}`, cast.educator)).body,
    );
    expect((await b.api.get(`${jobsPath}/${jobId}`, cast.otherEducator)).status).toBe(404);
    expect((await b.api.get(`${jobsPath}/${jobId}`, cast.otherEducator)).body.message).toBe(
      contentAiMessages.jobNotFound,
    );

    // A's worker dies without a word (no drain, no hand-back: a killed process). B's starts; once A's lease
    // has run out, B claims the job and runs it again from the start, up to the model.
    a.service.deps.jobs.halt();
    await b.service.start(0);
    await modelAsked(before + 2);
    expect(await row(b, jobId)).toEqual({ status: 'running', attempts: 2 });

    // The model answers both; only B's run counts.
    ai.release();
    const done = await poll(b, jobId, (job) => job.status !== 'running');
    expect(done).toMatchObject({
      status: 'succeeded',
      stage: 'Finalizing',
      completedStages: [...ebookGenerationStages],
      result: { title: 'Community Solar: A Study Guide', aiRewritten: true },
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(await row(a, jobId)).toEqual({ status: 'succeeded', attempts: 2 });
    // A, still serving requests, reads the same.
    expect((await a.api.get(`${jobsPath}/${jobId}`, cast.educator)).body).toEqual(done);
    ai.behave('ok');
    // Their workers stop with them, leaving the next test's jobs to its own instances.
    await Promise.all([a.stop(), b.stop()]);
  });

  it('hands a running job back when its instance stops, and another instance takes it at once', async () => {
    const b = await instance();
    const c = await instance();
    await b.service.start(0);
    ai.behave('hold');
    const before = ai.chats.length;
    const start = await b.api.post(
      jobsPath,
      { url: `${pages.base}/article`, contentType: 'website' },
      cast.educator,
    );
    const { jobId } = start.body as { jobId: string };
    await poll(c, jobId, (job) => job.stage === 'Content Creation');
    await modelAsked(before + 1);

    // B drains: the job cannot finish in its grace period, so it goes back to the queue, its attempt not
    // counted, without waiting for its lease to run out.
    await c.service.start(0);
    await b.stop();
    await modelAsked(before + 2);
    expect(await row(c, jobId)).toEqual({ status: 'running', attempts: 1 });
    ai.release();
    const done = await poll(c, jobId, (job) => job.status !== 'running');
    expect(done.status).toBe('succeeded');
    ai.behave('ok');
  });
});
