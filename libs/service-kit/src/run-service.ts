import type { Logger } from 'pino';
import { logUnhandledFailures } from './unhandled-failures';

/** What `runService` needs of a created service (any `createService` result, whatever its config and deps). */
export interface RunnableService {
  start(port?: number): Promise<{ port: number; url: string }>;
  stop(): Promise<void>;
  ctx: { logger: Logger };
}

/** Entry point helper: start, and drain on SIGTERM/SIGINT. Configuration problems exit non-zero. */
export async function runService(factory: () => Promise<RunnableService>) {
  let service: RunnableService;
  try {
    service = await factory();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
  const fatal = () => void service.stop().finally(() => process.exit(1));
  logUnhandledFailures(service.ctx.logger, fatal);
  await service.start();
  const shutdown = async (signal: string) => {
    service.ctx.logger.info({ signal }, 'draining');
    await service.stop();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}
