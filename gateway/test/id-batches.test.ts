import { describe, expect, it } from 'vitest';
import { HttpError } from '@canopy/service-kit';
import { createIdBatches } from '../src/id-batches';

/*
 * The batching behind the gateway's session refreshes, with a fake identity whose calls are answered when the
 * test says: which ids go together, when they go, and what every waiter gets.
 */

interface FakeCall {
  ids: number[];
  requestId?: string;
  answer(known?: number[]): void;
  fail(err: unknown): void;
}

function fakeIdentity() {
  const calls: FakeCall[] = [];
  const call = (ids: number[], requestId?: string) =>
    new Promise<ReadonlyMap<number, string>>((resolve, reject) => {
      calls.push({
        ids,
        requestId,
        // Answers the ids it is given (all asked for by default) with a value naming them.
        answer: (known = ids) => resolve(new Map(known.map((id) => [id, `user ${id}`]))),
        fail: reject,
      });
    });
  return { calls, call };
}

const turn = () => new Promise((r) => setTimeout(r, 0));

describe('id batches', () => {
  it('sends a quiet single id at once, alone', async () => {
    const identity = fakeIdentity();
    const batches = createIdBatches(identity.call, { maxBatch: 100, maxInFlight: 1 });
    const one = batches.load(7, 'req-7');
    await Promise.resolve();
    expect(identity.calls.map((c) => c.ids)).toEqual([[7]]);
    expect(identity.calls[0]!.requestId).toBe('req-7');
    identity.calls[0]!.answer();
    await expect(one).resolves.toBe('user 7');
  });

  it('sends the ids of concurrent callers in one call, and those asked meanwhile in the next', async () => {
    const identity = fakeIdentity();
    const batches = createIdBatches(identity.call, { maxBatch: 100, maxInFlight: 1 });
    const first = [1, 2, 3].map((id) => batches.load(id));
    await turn();
    expect(identity.calls.map((c) => c.ids)).toEqual([[1, 2, 3]]);
    // Asked while that call is out: they wait, and go together once it is answered.
    const later = [4, 5, 6, 7].map((id) => batches.load(id));
    await turn();
    expect(identity.calls).toHaveLength(1);
    identity.calls[0]!.answer();
    await expect(Promise.all(first)).resolves.toEqual(['user 1', 'user 2', 'user 3']);
    await turn();
    expect(identity.calls.map((c) => c.ids)).toEqual([
      [1, 2, 3],
      [4, 5, 6, 7],
    ]);
    identity.calls[1]!.answer();
    await expect(Promise.all(later)).resolves.toEqual(['user 4', 'user 5', 'user 6', 'user 7']);
  });

  it('keeps at most maxInFlight calls out', async () => {
    const identity = fakeIdentity();
    const batches = createIdBatches(identity.call, { maxBatch: 100, maxInFlight: 2 });
    void batches.load(1);
    await turn();
    void batches.load(2);
    await turn();
    void batches.load(3);
    void batches.load(4);
    await turn();
    expect(identity.calls.map((c) => c.ids)).toEqual([[1], [2]]);
    identity.calls[1]!.answer();
    await turn();
    expect(identity.calls.map((c) => c.ids)).toEqual([[1], [2], [3, 4]]);
  });

  it('splits more than maxBatch ids into several calls', async () => {
    const identity = fakeIdentity();
    const batches = createIdBatches(identity.call, { maxBatch: 100, maxInFlight: 2 });
    const ids = Array.from({ length: 250 }, (_, i) => i + 1);
    const all = ids.map((id) => batches.load(id));
    await turn();
    expect(identity.calls.map((c) => c.ids)).toEqual([ids.slice(0, 100), ids.slice(100, 200)]);
    identity.calls[0]!.answer();
    await turn();
    expect(identity.calls.map((c) => c.ids.length)).toEqual([100, 100, 50]);
    expect(identity.calls[2]!.ids).toEqual(ids.slice(200));
    identity.calls[1]!.answer();
    identity.calls[2]!.answer();
    const answers = await Promise.all(all);
    expect(answers).toEqual(ids.map((id) => `user ${id}`));
  });

  it('answers null for an id the answer leaves out', async () => {
    const identity = fakeIdentity();
    const batches = createIdBatches(identity.call, { maxBatch: 100, maxInFlight: 1 });
    const [known, gone] = [1, 2].map((id) => batches.load(id));
    await turn();
    identity.calls[0]!.answer([1]);
    await expect(known).resolves.toBe('user 1');
    await expect(gone).resolves.toBeNull();
  });

  it('rejects every waiter of a failed call with its error, and the next ask calls again', async () => {
    const identity = fakeIdentity();
    const batches = createIdBatches(identity.call, { maxBatch: 100, maxInFlight: 1 });
    const waiting = [1, 2, 3].map((id) => batches.load(id));
    const again = batches.load(2);
    await turn();
    const down = new HttpError(503, 'The identity service is unavailable. Please try again shortly.');
    identity.calls[0]!.fail(down);
    for (const w of [...waiting, again]) await expect(w).rejects.toBe(down);
    const retry = batches.load(2);
    await turn();
    expect(identity.calls.map((c) => c.ids)).toEqual([[1, 2, 3], [2]]);
    identity.calls[1]!.answer();
    await expect(retry).resolves.toBe('user 2');
  });

  it('rejects the waiters of a call that throws at once', async () => {
    const broken = new Error('no client');
    const batches = createIdBatches<string>(
      () => {
        throw broken;
      },
      { maxBatch: 100, maxInFlight: 1 },
    );
    await expect(Promise.all([batches.load(1), batches.load(2)])).rejects.toBe(broken);
    await expect(batches.load(3)).rejects.toBe(broken);
  });

  it('shares one entry between a user’s concurrent asks, queued or out', async () => {
    const identity = fakeIdentity();
    const batches = createIdBatches(identity.call, { maxBatch: 100, maxInFlight: 1 });
    const a = batches.load(9);
    const b = batches.load(9);
    expect(b).toBe(a);
    await turn();
    // Out now: a third ask still shares it, and no second call is made for it.
    const c = batches.load(9);
    expect(c).toBe(a);
    identity.calls[0]!.answer();
    await turn();
    expect(identity.calls.map((call) => call.ids)).toEqual([[9]]);
    await expect(Promise.all([a, b, c])).resolves.toEqual(['user 9', 'user 9', 'user 9']);
  });
});
