import type { Clock } from '../skeleton/clock';

/** A clock a test moves by hand: call it for now, `advance(ms)` or `set(date)` to move it. */
export interface TestClock extends Clock {
  advance(ms: number): void;
  set(date: Date): void;
}

/** A settable clock for a service's `clock` option (default start: a fixed Monday morning, UTC). */
export function testClock(start: Date = new Date('2026-03-02T10:00:00.000Z')): TestClock {
  let now = start.getTime();
  const clock = () => new Date(now);
  return Object.assign(clock, {
    advance(ms: number) {
      now += ms;
    },
    set(date: Date) {
      now = date.getTime();
    },
  });
}
