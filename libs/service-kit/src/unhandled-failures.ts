import type { Logger } from 'pino';

/**
 * The process-wide handlers of a Node entry point (a service's `runService`, the gateway's main, the launcher):
 * failures nothing caught are logged through the process's logger, with their stack, instead of Node's bare
 * stderr dump.
 *
 * - A promise rejection nobody handled is logged and the process keeps serving: it is a bug in one request's
 *   work, not a broken process, and on the one-machine launcher every service shares the process, so crashing
 *   (Node's default) would take the whole platform down for one forgotten `await`.
 * - An uncaught exception is logged as fatal and then `onFatal` runs (drain and exit): after one, Node's state is
 *   not known to be sound, so the instance leaves and its supervisor (or the other instances) carry on.
 *
 * Returns a function that removes the handlers (tests, and a process that installs them twice).
 */
export function logUnhandledFailures(logger: Logger, onFatal: (err: unknown) => void): () => void {
  const rejection = (reason: unknown) => {
    logger.error({ err: reason }, 'unhandled promise rejection');
  };
  const exception = (err: unknown, origin: string) => {
    logger.fatal({ err, origin }, 'uncaught exception; stopping');
    onFatal(err);
  };
  process.on('unhandledRejection', rejection);
  process.on('uncaughtException', exception);
  return () => {
    process.off('unhandledRejection', rejection);
    process.off('uncaughtException', exception);
  };
}
