import { describe, expect, it } from 'vitest';
import { preloadUi } from '../src/preloadUi';

describe('preloadUi', () => {
  it('fetches only the parts it is given', async () => {
    const settled = (await preloadUi('select', 'tabs')) as PromiseSettledResult<unknown>[];
    expect(settled).toHaveLength(2);
    expect(settled.every((s) => s.status === 'fulfilled')).toBe(true);
  });

  it('fetches every part when given none, and resolves', async () => {
    const settled = (await preloadUi()) as PromiseSettledResult<unknown>[];
    expect(settled).toHaveLength(10);
    expect(settled.every((s) => s.status === 'fulfilled')).toBe(true);
  });
});
