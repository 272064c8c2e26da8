import { describe, expect, it, vi } from 'vitest';
import { RETRY_DELAYS_MS, retryWithBackoff } from '../src/federation/retryWithBackoff';

describe('retryWithBackoff', () => {
  it('retries twice, waiting longer each time, then gives up with the last error', async () => {
    const sleep = vi.fn<(ms: number) => Promise<void>>(async () => undefined);
    const task = vi.fn(async (attempt: number) => {
      throw new Error(`attempt ${attempt}`);
    });
    await expect(retryWithBackoff(task, { sleep })).rejects.toThrow('attempt 2');
    expect(task).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([...RETRY_DELAYS_MS]);
    expect(RETRY_DELAYS_MS[1]).toBeGreaterThan(RETRY_DELAYS_MS[0]);
  });

  it('stops as soon as an attempt succeeds', async () => {
    const sleep = vi.fn<(ms: number) => Promise<void>>(async () => undefined);
    let calls = 0;
    const value = await retryWithBackoff(
      async () => {
        calls += 1;
        if (calls < 2) throw new Error('once');
        return 'routes';
      },
      { sleep },
    );
    expect(value).toBe('routes');
    expect(sleep).toHaveBeenCalledTimes(1);
  });

  it('does not retry errors that another attempt cannot fix', async () => {
    const sleep = vi.fn<(ms: number) => Promise<void>>(async () => undefined);
    const task = vi.fn(async () => {
      throw new Error('routes module is not an array');
    });
    await expect(retryWithBackoff(task, { sleep, shouldRetry: () => false })).rejects.toThrow('not an array');
    expect(task).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });
});
