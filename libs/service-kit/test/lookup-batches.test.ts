import { describe, expect, it } from 'vitest';
import { createLookupBatches } from '../src/lookup-batches';

/** A call whose answers the test releases by hand, recording the keys of every call. */
function heldCalls() {
  const calls: { keys: number[]; answer(values?: Map<string, string>): void; fail(err: Error): void }[] = [];
  const call = (keys: number[]) =>
    new Promise<ReadonlyMap<string, string>>((resolve, reject) => {
      calls.push({
        keys,
        answer: (values) => resolve(values ?? new Map(keys.map((k) => [String(k), `v${k}`]))),
        fail: reject,
      });
    });
  return { calls, call };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('lookup batches', () => {
  it('sends the lookups of one turn as one call, a key asked twice once', async () => {
    const { calls, call } = heldCalls();
    const batches = createLookupBatches(call, { keyOf: String, maxBatch: 100, maxInFlight: 2 });
    const answers = Promise.all([batches.load(1), batches.load(2), batches.load(1)]);
    await turn();
    expect(calls.map((c) => c.keys)).toEqual([[1, 2]]);
    calls[0]!.answer();
    expect(await answers).toEqual(['v1', 'v2', 'v1']);
  });

  it('never lets a lookup join a call already sent: it is read after it was asked', async () => {
    const { calls, call } = heldCalls();
    const batches = createLookupBatches(call, { keyOf: String, maxBatch: 100, maxInFlight: 2 });
    const first = batches.load(7);
    await turn();
    const second = batches.load(7);
    await turn();
    expect(calls.map((c) => c.keys)).toEqual([[7], [7]]);
    calls[0]!.answer(new Map([['7', 'before the write']]));
    calls[1]!.answer(new Map([['7', 'after the write']]));
    expect(await first).toBe('before the write');
    expect(await second).toBe('after the write');
  });

  it('holds lookups while maxInFlight calls are out, then sends them together, maxBatch at a time', async () => {
    const { calls, call } = heldCalls();
    const batches = createLookupBatches(call, { keyOf: String, maxBatch: 3, maxInFlight: 1 });
    const first = batches.load(1);
    await turn();
    const later = [2, 3, 4, 5].map((k) => batches.load(k));
    await turn();
    expect(calls).toHaveLength(1);
    calls[0]!.answer();
    expect(await first).toBe('v1');
    await turn();
    expect(calls.map((c) => c.keys)).toEqual([[1], [2, 3, 4]]);
    calls[1]!.answer();
    await turn();
    expect(calls.map((c) => c.keys)).toEqual([[1], [2, 3, 4], [5]]);
    calls[2]!.answer();
    expect(await Promise.all(later)).toEqual(['v2', 'v3', 'v4', 'v5']);
  });

  it('rejects every lookup of a failed call, and a key the answer left out, and goes on', async () => {
    const { calls, call } = heldCalls();
    const batches = createLookupBatches(call, { keyOf: String, maxBatch: 100, maxInFlight: 2 });
    const failed = [batches.load(1), batches.load(2)];
    await turn();
    calls[0]!.fail(new Error('database gone'));
    for (const f of failed) await expect(f).rejects.toThrow('database gone');

    const partial = [batches.load(3), batches.load(4)];
    await turn();
    calls[1]!.answer(new Map([['3', 'v3']]));
    expect(await partial[0]).toBe('v3');
    await expect(partial[1]).rejects.toThrow(/nothing for 4/);

    const after = batches.load(5);
    await turn();
    calls[2]!.answer();
    expect(await after).toBe('v5');
  });

  it('rejects the lookups when the call throws before it returns a promise', async () => {
    const batches = createLookupBatches<number, string>(
      () => {
        throw new Error('bad statement');
      },
      { keyOf: String, maxBatch: 100, maxInFlight: 2 },
    );
    await expect(batches.load(1)).rejects.toThrow('bad statement');
  });
});
