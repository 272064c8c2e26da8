// Runs the gateway on its own (the embedded launcher imports createGateway instead).
import { ConfigError, logUnhandledFailures } from '@canopy/service-kit';
import { createGateway, type Gateway } from './create-gateway';

let gateway: Gateway;
try {
  gateway = createGateway();
} catch (err) {
  console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
  process.exit(1);
}

logUnhandledFailures(gateway.logger, () => void gateway.stop().finally(() => process.exit(1)));

try {
  await gateway.start();
} catch (err) {
  // e.g. EADDRINUSE: say so plainly and leave, rather than an unhandled rejection's stack.
  gateway.logger.fatal({ err }, 'gateway could not start');
  await gateway.stop();
  process.exit(1);
}

const shutdown = async (signal: string) => {
  gateway.logger.info({ signal }, 'draining');
  await gateway.stop();
  process.exit(0);
};
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));
