import { describe, expect, it } from 'vitest';
import { oneReplayAfterAnother } from '../src/sw/oneReplayAfterAnother';

/** A send whose runs are ended by the test, each failing or not. */
function controlledSend() {
  const runs: { end: (ok: boolean) => void }[] = [];
  let active = 0;
  let mostAtOnce = 0;
  const send = () =>
    new Promise<void>((resolve, reject) => {
      active += 1;
      mostAtOnce = Math.max(mostAtOnce, active);
      runs.push({
        end: (ok) => {
          active -= 1;
          if (ok) resolve();
          else reject(new Error('offline'));
        },
      });
    });
  return { send, runs, mostAtOnce: () => mostAtOnce };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('one replay after another', () => {
  it('answers the calls made during a run with one fresh run after it, even when that run fails', async () => {
    const { send, runs, mostAtOnce } = controlledSend();
    const replay = oneReplayAfterAnother(send);
    const first = replay();
    const second = replay();
    const third = replay();
    expect(second).toBe(third);
    expect(runs).toHaveLength(1);
    runs[0]!.end(false);
    await expect(first).rejects.toThrow('offline');
    await settle();
    expect(runs).toHaveLength(2);
    runs[1]!.end(true);
    await expect(second).resolves.toBeUndefined();
    expect(mostAtOnce()).toBe(1);
    // Idle again: the next call starts a run at once.
    const later = replay();
    expect(runs).toHaveLength(3);
    runs[2]!.end(true);
    await expect(later).resolves.toBeUndefined();
  });

  it('lets a call made as a run ends share the run that follows, never starting a third beside it', async () => {
    const { send, runs, mostAtOnce } = controlledSend();
    const replay = oneReplayAfterAnother(send);
    const first = replay();
    const queued = replay();
    runs[0]!.end(true);
    // In the microtasks between the end of the run and the start of the next.
    const inBetween = first.then(() => replay());
    await first;
    await settle();
    expect(runs).toHaveLength(2);
    runs[1]!.end(true);
    await Promise.all([queued, inBetween]);
    expect(runs).toHaveLength(2);
    expect(mostAtOnce()).toBe(1);
  });
});
