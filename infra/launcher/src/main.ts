// One machine, one command: every service in one Node process and the gateway in a thread of its own (see
// start-platform.ts).
import { pino } from 'pino';
import { ConfigError, logUnhandledFailures } from '@canopy/service-kit';
import { printBanner } from './print-banner';
import type { GatewayThread } from './gateway-thread';
import { PortInUseError } from './reserve-port';
import { startPlatform, type Platform } from './start-platform';

const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });
const starting = new AbortController();
let platform: Platform<GatewayThread> | undefined;

// A signal while starting stops what has started at the next step; afterwards it drains everything.
const shutdown = () => {
  if (!platform) return starting.abort();
  void platform.stop().then(() => process.exit(0));
};
// Kept (`on`, not `once`) for the whole stop, so a second signal never falls through to embedded-db's fallback,
// which would stop the database under services still draining; the terminal closing (SIGHUP) stops the same way.
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, shutdown);
// Every service runs in this process: one unhandled rejection is logged, not the whole platform's end.
logUnhandledFailures(
  logger,
  () => void (platform?.stop() ?? Promise.resolve()).finally(() => process.exit(1)),
);

try {
  platform = await startPlatform({
    env: process.env,
    logger,
    signal: starting.signal,
    gatewayThread: true,
  });
} catch (err) {
  if (starting.signal.aborted) process.exit(0);
  console.error(err instanceof ConfigError || err instanceof PortInUseError ? err.message : err);
  process.exit(1);
}

// Let the start-up log lines out first so the banner is the last thing on the terminal.
await new Promise<void>((resolve) => logger.flush(() => resolve()));
printBanner({
  url: platform.publicUrl,
  dataDir: platform.dataDir,
  accounts: platform.accounts,
  redis: platform.gateway.sessionStore,
  embeddedPostgres: platform.embeddedPostgres,
  services: platform.services.map((s) => ({ name: s.name, port: s.port })),
  smtpHost: smtpHost(process.env.SMTP_URL),
  demo: platform.accounts.length > 0,
});

/** The SMTP server's host (never its credentials), or null without SMTP_URL. */
function smtpHost(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}
