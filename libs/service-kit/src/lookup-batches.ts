/**
 * Gathers single lookups into one call (DataLoader-style): lookups asked during one turn of the event loop leave
 * together at its end, and while `maxInFlight` calls are out the next ones wait and leave together when one comes
 * back, at most `maxBatch` per call. A quiet service sends each alone at once; under a crowd the calls grow
 * instead of multiplying — each call to PostgreSQL wakes its backend and costs the thread a round trip, which
 * is what a kept read's version probe mostly cost (issue 34).
 *
 * Unlike a cache or a single-flight, a lookup never joins a call already sent: its answer is always read after it
 * was asked. A learner whose write has just been answered therefore never gets versions read before that write.
 */
export interface LookupBatches<K, V> {
  load(key: K): Promise<V>;
}

/**
 * One call for `keys` (distinct by `keyOf`): a value per key, under `keyOf(key)`. A key left out of the answer
 * rejects its lookup; a failed call rejects every lookup in it.
 */
export type LookupBatchCall<K, V> = (keys: K[]) => Promise<ReadonlyMap<string, V>>;

export interface LookupBatchOptions<K> {
  keyOf(key: K): string;
  maxBatch: number;
  maxInFlight: number;
}

interface Waiter<K, V> {
  key: K;
  promise: Promise<V>;
  resolve(value: V): void;
  reject(err: unknown): void;
}

export function createLookupBatches<K, V>(
  call: LookupBatchCall<K, V>,
  opts: LookupBatchOptions<K>,
): LookupBatches<K, V> {
  // Lookups asked and not yet sent, in order; a second ask of one of them shares its answer.
  let queued = new Map<string, Waiter<K, V>>();
  let inFlight = 0;
  let flushScheduled = false;

  function send(batch: Waiter<K, V>[]): void {
    inFlight++;
    let answer: Promise<ReadonlyMap<string, V>>;
    try {
      answer = call(batch.map((w) => w.key));
    } catch (err) {
      answer = Promise.reject(err);
    }
    answer
      .then(
        (values) => {
          for (const w of batch) {
            const id = opts.keyOf(w.key);
            if (values.has(id)) w.resolve(values.get(id)!);
            else w.reject(new Error(`lookup batch answered nothing for ${id}`));
          }
        },
        (err: unknown) => {
          for (const w of batch) w.reject(err);
        },
      )
      .finally(() => {
        inFlight--;
        flush();
      });
  }

  function flush(): void {
    flushScheduled = false;
    while (queued.size > 0 && inFlight < opts.maxInFlight) {
      const all = [...queued.values()];
      const batch = all.slice(0, opts.maxBatch);
      queued = new Map(all.slice(opts.maxBatch).map((w) => [opts.keyOf(w.key), w]));
      send(batch);
    }
  }

  return {
    load(key) {
      const id = opts.keyOf(key);
      const known = queued.get(id);
      if (known) return known.promise;
      let resolve!: (value: V) => void;
      let reject!: (err: unknown) => void;
      const promise = new Promise<V>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      queued.set(id, { key, promise, resolve, reject });
      // At the end of this turn (after the other requests read in it have asked), when a call may go out.
      if (!flushScheduled && inFlight < opts.maxInFlight) {
        flushScheduled = true;
        setImmediate(flush);
      }
      return promise;
    },
  };
}
