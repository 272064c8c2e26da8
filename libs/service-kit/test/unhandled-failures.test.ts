import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { logUnhandledFailures } from '../src/unhandled-failures';

function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

describe('logUnhandledFailures', () => {
  it('logs an unhandled rejection with its stack and keeps going; logs an uncaught exception and stops', async () => {
    const { logger, lines } = capturingLogger();
    const fatal: unknown[] = [];
    const before = process.listenerCount('unhandledRejection');
    const remove = logUnhandledFailures(logger, (err) => fatal.push(err));
    try {
      process.emit('unhandledRejection', new Error('forgotten await'), Promise.resolve());
      await expect.poll(() => lines.length).toBe(1);
      expect(lines[0]).toMatchObject({
        level: 50,
        msg: 'unhandled promise rejection',
        err: { message: 'forgotten await', stack: expect.stringContaining('forgotten await') },
      });
      expect(fatal).toEqual([]);

      const boom = new Error('broken state');
      // What Node does with an exception nothing caught (emitting it by hand, as the types do not list it).
      (process.emit as (event: string, ...args: unknown[]) => boolean)(
        'uncaughtException',
        boom,
        'uncaughtException',
      );
      await expect.poll(() => lines.length).toBe(2);
      expect(lines[1]).toMatchObject({
        level: 60,
        msg: 'uncaught exception; stopping',
        origin: 'uncaughtException',
      });
      expect(fatal).toEqual([boom]);
    } finally {
      remove();
    }
    expect(process.listenerCount('unhandledRejection')).toBe(before);
  });
});
