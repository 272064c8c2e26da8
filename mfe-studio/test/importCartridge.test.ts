// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importCartridge } from '../src/api/useCartridge';

afterEach(() => vi.restoreAllMocks());

/** Answers every import with 503 (no definite answer) and returns the Idempotency-Key of each request. */
function keysSent() {
  const keys: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
    keys.push(new Headers(init?.headers).get('Idempotency-Key') ?? '');
    return new Response(JSON.stringify({ message: 'Service unavailable' }), {
      status: 503,
      headers: { 'content-type': 'application/json' },
    });
  });
  return keys;
}

describe('importing a cartridge', () => {
  it('sends the same file and choice again under the same Idempotency-Key, anything else under a new one', async () => {
    const keys = keysSent();
    const file = new File(['PK'], 'course.imscc', { type: 'application/zip' });
    const input = { file, categoryId: 6, level: 'beginner' as const };
    await expect(importCartridge(input)).rejects.toThrow();
    await expect(importCartridge({ ...input })).rejects.toThrow();
    await expect(importCartridge({ ...input, level: 'advanced' })).rejects.toThrow();
    await expect(
      importCartridge({ ...input, file: new File(['PK'], 'course.imscc', { type: 'application/zip' }) }),
    ).rejects.toThrow();
    expect(keys[0]).toMatch(/^[\w.:-]{8,200}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(new Set(keys).size).toBe(3);
  });
});
