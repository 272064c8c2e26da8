import type { Logger } from 'pino';

/** Background work done in passes: on a timer, when nudged, or on demand; never two passes at once. */
export interface PollLoop {
  start(): void;
  /** Runs a pass now (after an emit, a consumer coming back). Resolves with what the pass handled. */
  nudge(): Promise<number>;
  /** Runs a pass that starts after this call, even when not started (tests, shutdown). */
  flush(): Promise<number>;
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>;
}

/**
 * A pass answers how many items it handled. A nudge during a pass asks for one more right after it, so an item
 * written while a pass was reading is not left for the next tick.
 */
export function createPollLoop(opts: {
  pass: () => Promise<number>;
  pollMs: number;
  logger: Logger;
  /** Logged when a pass fails (the next one tries again). */
  failure: string;
}): PollLoop {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;

  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = opts
      .pass()
      .catch((err) => {
        opts.logger.warn({ err }, opts.failure);
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void run();
        }
      });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      void run().finally(schedule);
    }, opts.pollMs);
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    nudge: () => (stopped ? Promise.resolve(0) : run()),
    // A pass already under way may have read before the caller's last write: flush waits for it, then runs one
    // that starts after the call (the pass that follows a nudge counts too).
    async flush() {
      await running;
      return run();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

/** The delay before retry number `attempt` (1-based): doubling from `baseMs`, never above `maxMs`. */
export function backoffMs(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), maxMs);
}
