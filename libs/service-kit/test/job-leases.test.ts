import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { createJobQueue, createJobWorker, type JobHandler, type SqlRunner } from '../src';
import { testEngines } from '../src/testing';
import { fast, gate, jobTestBed, until } from './job-fixtures';

describe.each(testEngines())('job leases (%s)', (engine) => {
  const { open, worker, freshQueue } = jobTestBed(engine);

  it('keeps a long job with its worker while it is alive, and gives it to another once that worker is gone', async () => {
    const [a, b] = [await open(), await open()];
    const name = freshQueue();
    const queue = createJobQueue(a.db, name);
    const gates = [gate(), gate()];
    const runs: string[] = [];
    const handlerFor = (who: string, which: number): JobHandler<unknown, string, string> => ({
      kind: 'long',
      async run(job) {
        runs.push(who);
        await job.progress(`${who} started`);
        await gates[which]!.wait(job.signal);
        return `${who} finished`;
      },
    });
    const id = await queue.enqueue('long', {});
    const first = worker(a, name, [handlerFor('A', 0)]);
    first.start();
    await until(
      () => queue.get(id),
      (job) => job?.progress === 'A started',
    );
    const second = worker(b, name, [handlerFor('B', 1)]);
    second.start();
    // Three leases long: A's heartbeat keeps the job, B never gets it.
    await new Promise((r) => setTimeout(r, 3 * fast.leaseMs));
    expect(runs).toEqual(['A']);

    // A dies without a word; once its lease has run out, B claims the job and finishes it.
    first.halt();
    await until(
      () => queue.get(id),
      (job) => job?.progress === 'B started',
    );
    gates[0]!.open();
    gates[1]!.open();
    const done = await until(
      () => queue.get(id),
      (job) => job?.status === 'succeeded',
    );
    expect(done).toMatchObject({ attempts: 2, result: 'B finished' });
    expect(runs).toEqual(['A', 'B']);
  });

  it('lets A finish nothing once its lease was taken over, and fails a job whose workers keep dying', async () => {
    const [a, b] = [await open(), await open()];
    const name = freshQueue();
    const queue = createJobQueue(a.db, name);
    const late = gate();
    const slowA: JobHandler<unknown, string> = {
      kind: 'stale',
      async run() {
        // Ignores its signal on purpose: its answer must still not land.
        await late.wait(new AbortController().signal);
        return 'A late';
      },
    };
    const id = await queue.enqueue('stale', {});
    // A long lease: its heartbeat (a third of it) does not renew the lease the test lets run out. One job at a
    // time: A's only slot is taken by the job, so B is the one to claim it again.
    const first = worker(a, name, [slowA], { leaseMs: 30_000, concurrency: 1 });
    first.start();
    await until(
      () => queue.get(id),
      (job) => job?.status === 'running',
    );
    // The lease runs out as if A had stalled past it (its heartbeat held up).
    await a.db.execute(sql`UPDATE kit_jobs SET locked_until = now() - interval '1 second' WHERE id = ${id}`);
    worker(b, name, [{ kind: 'stale', run: async () => 'B on time' }]).start();
    await until(
      () => queue.get(id),
      (job) => job?.status === 'succeeded',
    );
    late.open();
    await new Promise((r) => setTimeout(r, 200));
    expect(await queue.get(id)).toMatchObject({ status: 'succeeded', result: 'B on time', attempts: 2 });

    // Every attempt's worker dies: after its last attempt the job is failed rather than claimed forever.
    const doomed = await queue.enqueue('doomed', {}, { maxAttempts: 2 });
    const dying: JobHandler<unknown> = { kind: 'doomed', run: () => new Promise(() => undefined) };
    for (let i = 0; i < 2; i++) {
      const w = worker(a, name, [dying], { leaseMs: 150 });
      w.start();
      await until(
        () => queue.get(doomed),
        (job) => job?.status === 'running' && job.attempts === i + 1,
      );
      w.halt();
    }
    worker(b, name, [dying], { leaseMs: 150 }).start();
    const failed = await until(
      () => queue.get(doomed),
      (job) => job?.status === 'failed',
    );
    expect(failed).toMatchObject({ attempts: 3, error: { code: 'abandoned' } });
  });

  it('leaves a claim that was in flight when it halted to run out, as a crashed worker would', async () => {
    const a = await open();
    const name = freshQueue();
    const queue = createJobQueue(a.db, name);
    const id = await queue.enqueue('held', {});
    // The claim's answer is held back until the worker has been halted (the take-over tests halt a worker the
    // moment they see its claim, which can be before the worker itself has read it).
    const claimed = gate();
    let claims = 0;
    const held: SqlRunner = {
      execute: async (query) => {
        const result = await a.db.execute(query);
        if (JSON.stringify(query).includes('SKIP LOCKED') && claims++ === 0)
          await claimed.wait(new AbortController().signal);
        return result;
      },
    };
    const w = createJobWorker({
      db: held,
      queue: name,
      handlers: [{ kind: 'held', run: async () => 'ran' }],
      logger: pino({ level: 'silent' }),
      ...fast,
    });
    w.start();
    await until(
      () => queue.get(id),
      (job) => job?.status === 'running' && job.attempts === 1,
    );
    w.halt();
    claimed.open();
    await new Promise((r) => setTimeout(r, 300));
    expect(await queue.get(id)).toMatchObject({ status: 'running', attempts: 1, result: null });
  });

  it('drains on stop: a job that finishes in time is stored, one that does not goes back to the queue at once', async () => {
    const a = await open();
    const name = freshQueue();
    const queue = createJobQueue(a.db, name);
    const stuck = gate();
    const handler: JobHandler<{ ms: number | null }, string> = {
      kind: 'work',
      forgetPayload: true,
      async run(job) {
        if (job.payload.ms === null) await stuck.wait(job.signal);
        else await new Promise((r) => setTimeout(r, job.payload.ms!));
        return 'done';
      },
    };
    const quick = await queue.enqueue('work', { ms: 800 });
    const endless = await queue.enqueue('work', { ms: null });
    const w = worker(a, name, [handler], { drainMs: 2_000 });
    w.start();
    await until(
      () => Promise.all([queue.get(quick), queue.get(endless)]),
      (jobs) => jobs.every((job) => job?.status === 'running'),
    );
    await w.stop();
    expect(await queue.get(quick)).toMatchObject({ status: 'succeeded', result: 'done', payload: {} });
    // Handed back, its attempt not counted: due now, for the next worker.
    const back = await queue.get(endless);
    expect(back).toMatchObject({ status: 'queued', attempts: 0, payload: { ms: null } });
    expect(back!.lockedUntil).toBeNull();
  });
});
