import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createJobQueue, rowsOf, type JobHandler, type JobRecord } from '../src';
import { testEngines } from '../src/testing';
import { jobTestBed, retry, until } from './job-fixtures';

describe.each(testEngines())('durable jobs (%s)', (engine) => {
  const { open, worker, freshQueue } = jobTestBed(engine);

  it('queues a job with the transaction that asks for it, and stores its progress and result for every reader', async () => {
    const a = await open();
    const b = await open();
    const name = freshQueue();
    const queue = createJobQueue(a.db, name);
    const fromB = createJobQueue(b.db, name);
    // Rolled back: no job.
    await expect(
      a.db.transaction(async (tx) => {
        await queue.on(tx).enqueue('count', { to: 1 });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const id = await a.db.transaction((tx) => queue.on(tx).enqueue('count', { to: 3 }, { owner: 7 }));
    expect(await fromB.countActive('count', 7)).toBe(1);
    expect(await fromB.countActive('count', 8)).toBe(0);

    const seen: JobRecord[] = [];
    const stopWatching = queue.watch(id, (job) => seen.push(job));
    const handler: JobHandler<{ to: number }, string, number> = {
      kind: 'count',
      async run(job) {
        for (let n = 1; n <= job.payload.to; n++) await job.progress(n);
        return `counted to ${job.payload.to}`;
      },
    };
    worker(a, name, [handler]).start();
    const done = await until(
      () => fromB.get(id),
      (job) => job?.status === 'succeeded',
    );
    stopWatching();
    expect(done).toMatchObject({
      kind: 'count',
      owner: '7',
      attempts: 1,
      progress: 3,
      result: 'counted to 3',
    });
    expect(done!.finishedAt).toBeInstanceOf(Date);
    // This process's watcher saw every state, in order.
    expect(seen.map((job) => [job.status, job.progress])).toEqual([
      ['running', 1],
      ['running', 2],
      ['running', 3],
      ['succeeded', 3],
    ]);
    expect(seen.map((job) => job.revision)).toEqual(
      [...seen.map((job) => job.revision)].sort((x, y) => x - y),
    );
    expect(await fromB.countActive('count', 7)).toBe(0);
    const [{ n }] = rowsOf<{ n: string }>(await a.db.execute(sql`SELECT count(*) AS n FROM kit_jobs`)) as [
      { n: string },
    ];
    expect(Number(n)).toBe(1);
  });

  it('runs every job once when several workers claim from one table (FOR UPDATE SKIP LOCKED)', async () => {
    const name = freshQueue();
    const handlesOf = await Promise.all([open(), open(), open()]);
    const runs: string[] = [];
    const handler: JobHandler<{ n: number }> = {
      kind: 'tick',
      async run(job) {
        runs.push(String(job.payload.n));
        await new Promise((r) => setTimeout(r, 10));
        return null;
      },
    };
    const queue = createJobQueue(handlesOf[0]!.db, name);
    const ids = await Promise.all(Array.from({ length: 24 }, (_, n) => queue.enqueue('tick', { n })));
    for (const h of handlesOf) worker(h, name, [handler], { concurrency: 3 }).start();
    for (const id of ids)
      await until(
        () => queue.get(id),
        (job) => job?.status === 'succeeded',
      );
    expect(runs.sort()).toEqual(ids.map((_, n) => String(n)).sort());
  });

  it('retries a failure after a growing delay, then fails it for good once its attempts are spent', async () => {
    const a = await open();
    const name = freshQueue();
    const queue = createJobQueue(a.db, name);
    const attempts = new Map<string, number[]>();
    const handler: JobHandler<{ failures: number }> = {
      kind: 'flaky',
      retry,
      async run(job) {
        attempts.set(job.id, [...(attempts.get(job.id) ?? []), Date.now()]);
        if (job.attempt <= job.payload.failures) throw new Error(`attempt ${job.attempt} failed`);
        return 'made it';
      },
    };
    const permanent: JobHandler<unknown> = {
      kind: 'refused',
      isPermanent: () => true,
      describeError: (err) => ({ message: (err as Error).message, code: 'refused' }),
      async run() {
        throw new Error('no such page');
      },
    };
    const mends = await queue.enqueue('flaky', { failures: 2 }, { maxAttempts: 3 });
    const never = await queue.enqueue('flaky', { failures: 9 }, { maxAttempts: 2 });
    const refused = await queue.enqueue('refused', {}, { maxAttempts: 5 });
    worker(a, name, [handler, permanent]).start();

    // While a retry waits, the row says so: queued again, with the last attempt's error.
    const waiting = await until(
      () => queue.get(mends),
      (job) => job?.status === 'queued' && job.attempts === 1,
    );
    expect(waiting!.error).toEqual({ message: 'attempt 1 failed', code: 'failed' });
    expect(waiting!.runAt.getTime()).toBeGreaterThan(waiting!.updatedAt.getTime() + 50);

    const done = await until(
      () => queue.get(mends),
      (job) => job?.status === 'succeeded',
    );
    expect(done).toMatchObject({ attempts: 3, result: 'made it' });
    const times = attempts.get(mends)!;
    // 100 ms, then 200 ms (a little less: the clocks of the database and the test differ by a few ms).
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(90);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(190);

    const failed = await until(
      () => queue.get(never),
      (job) => job?.status === 'failed',
    );
    expect(failed).toMatchObject({ attempts: 2, error: { message: 'attempt 2 failed', code: 'failed' } });
    const gaveUp = await until(
      () => queue.get(refused),
      (job) => job?.status === 'failed',
    );
    expect(gaveUp).toMatchObject({ attempts: 1, error: { message: 'no such page', code: 'refused' } });
  });
});
