import { pino } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import {
  createJobWorker,
  openDatabase,
  type DatabaseHandle,
  type JobWorker,
  type JobWorkerOptions,
} from '../src';
import { createTestDatabase, type TestDatabase, type TestEngine } from '../src/testing';

const silent = pino({ level: 'silent' });
/**
 * Short delays, so leases run out and retries happen within a test; a lease still well above the time a new
 * pool connection takes on a loaded machine (its heartbeat needs one).
 */
export const fast = { pollMs: 50, leaseMs: 1_500, drainMs: 2_000 };
export const retry = { baseMs: 100, maxMs: 400 };

/** Reads until `done` says so (10 s at most). */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`never got there: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A job's run that waits until the test lets it go (or its signal aborts it). */
export function gate() {
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

type Handle = DatabaseHandle<Record<string, never>>;

/**
 * One throwaway database for a describe block: `open()` is another instance's connection pool to it (kit
 * tables included), `worker` a worker on one of them (halted after the block), `freshQueue` a queue name of
 * the test's own, so one test's workers never run another's jobs.
 */
export function jobTestBed(engine: TestEngine) {
  let database: TestDatabase;
  const handles: Handle[] = [];
  const workers: JobWorker[] = [];
  let queueNo = 0;
  beforeAll(async () => {
    database = await createTestDatabase(engine, 'jobs');
  });
  afterAll(async () => {
    for (const w of workers) w.halt();
    for (const h of handles) await h.close();
    await database?.cleanup();
  });
  return {
    async open(): Promise<Handle> {
      const handle = await openDatabase({
        service: 'jobs-test',
        schema: {},
        url: database.env.DATABASE_URL,
        logger: silent,
      });
      handles.push(handle);
      return handle;
    },
    worker(
      handle: Handle,
      queue: string,
      handlers: JobWorkerOptions['handlers'],
      opts: Partial<JobWorkerOptions> = {},
    ): JobWorker {
      const w = createJobWorker({ db: handle.db, queue, handlers, logger: silent, ...fast, ...opts });
      workers.push(w);
      return w;
    },
    freshQueue: () => `q${++queueNo}`,
  };
}
