/**
 * Gathers single lookups into batch calls (DataLoader-style, without a timer): an id asked for while the line is
 * free goes out at once, alone; ids asked for while `maxInFlight` calls are out wait and leave together in the
 * next call, at most `maxBatch` per call. So a quiet gateway adds no delay, and under a crowd (3,000 learners
 * opening a quiz) the batches grow instead of the calls.
 */
export interface IdBatches<V> {
  /** The value for this id; null when the answer leaves it out. Rejects with the batch call's error. */
  load(id: number, requestId?: string): Promise<V | null>;
}

/** One batch call: the values of the ids it knows (the others are absent). */
export type IdBatchCall<V> = (ids: number[], requestId?: string) => Promise<ReadonlyMap<number, V>>;

interface Waiter<V> {
  promise: Promise<V | null>;
  resolve(value: V | null): void;
  reject(err: unknown): void;
  requestId?: string;
}

export function createIdBatches<V>(
  call: IdBatchCall<V>,
  opts: { maxBatch: number; maxInFlight: number },
): IdBatches<V> {
  // Every id asked for and not yet answered, queued or out: a second ask for it shares the first one's answer.
  const waiting = new Map<number, Waiter<V>>();
  const queue: number[] = [];
  let inFlight = 0;
  let flushQueued = false;

  function send(ids: number[]): void {
    inFlight++;
    // One request id for the batch: the first waiter's, so its log lines and the call can be matched.
    const requestId = waiting.get(ids[0]!)?.requestId;
    const settle = (each: (w: Waiter<V>, id: number) => void) => {
      for (const id of ids) {
        const w = waiting.get(id);
        if (!w) continue;
        waiting.delete(id);
        each(w, id);
      }
    };
    let answer: Promise<ReadonlyMap<number, V>>;
    try {
      answer = call(ids, requestId);
    } catch (err) {
      answer = Promise.reject(err);
    }
    answer
      .then(
        (values) => settle((w, id) => w.resolve(values.get(id) ?? null)),
        (err: unknown) => settle((w) => w.reject(err)),
      )
      .finally(() => {
        inFlight--;
        flush();
      });
  }

  function flush(): void {
    flushQueued = false;
    while (queue.length > 0 && inFlight < opts.maxInFlight) send(queue.splice(0, opts.maxBatch));
  }

  return {
    load(id, requestId) {
      const known = waiting.get(id);
      if (known) return known.promise;
      let resolve!: Waiter<V>['resolve'];
      let reject!: Waiter<V>['reject'];
      const promise = new Promise<V | null>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      waiting.set(id, { promise, resolve, reject, requestId });
      queue.push(id);
      // Sent after the current turn's other asks have joined (a microtask, no timer), when a call may go out.
      if (!flushQueued && inFlight < opts.maxInFlight) {
        flushQueued = true;
        queueMicrotask(flush);
      }
      return promise;
    },
  };
}
