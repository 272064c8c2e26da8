import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createJobQueue,
  createJobWorker,
  openDatabase,
  rowsOf,
  type DatabaseHandle,
  type JobHandler,
  type JobRecord,
  type JobWorker,
  type JobWorkerOptions,
} from '../src';
import { createTestDatabase, testEngines, type TestDatabase } from '../src/testing';

const silent = pino({ level: 'silent' });
/**
 * Short delays, so leases run out and retries happen within a test; a lease still well above the time a new
 * pool connection takes on a loaded machine (its heartbeat needs one).
 */
const fast = { pollMs: 50, leaseMs: 1_500, drainMs: 2_000 };
const retry = { baseMs: 100, maxMs: 400 };

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`never got there: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A job's run that waits until the test lets it go (or its signal aborts it). */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    open: () => open(),
    wait: (signal: AbortSignal) =>
      new Promise<void>((resolve, reject) => {
        void opened.then(resolve);
        signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
      }),
  };
}

describe.each(testEngines())('durable jobs (%s)', (engine) => {
  let database: TestDatabase;
  const handles: DatabaseHandle<Record<string, never>>[] = [];
  const workers: JobWorker[] = [];
  let queueNo = 0;

  const open = async () => {
    const handle = await openDatabase({
      service: 'jobs-test',
      schema: {},
      url: database.env.DATABASE_URL,
      logger: silent,
    });
    handles.push(handle);
    return handle;
  };
  const worker = (
    handle: DatabaseHandle<Record<string, never>>,
    queue: string,
    handlers: JobWorkerOptions['handlers'],
    opts: Partial<JobWorkerOptions> = {},
  ) => {
    const w = createJobWorker({ db: handle.db, queue, handlers, logger: silent, ...fast, ...opts });
    workers.push(w);
    return w;
  };
  /** A queue of its own per test, so one test's workers never run another's jobs. */
  const freshQueue = () => `q${++queueNo}`;

  beforeAll(async () => {
    database = await createTestDatabase(engine, 'jobs');
  });
  afterAll(async () => {
    for (const w of workers) w.halt();
    for (const h of handles) await h.close();
    await database?.cleanup();
  });

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
