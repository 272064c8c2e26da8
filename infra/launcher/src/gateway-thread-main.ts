// The gateway's own thread (see gateway-thread.ts): waits for its environment, starts, and stops when told.
import { parentPort } from 'node:worker_threads';
import { pino } from 'pino';
import { createGateway, type Gateway } from '@canopy/gateway';
import { ConfigError, logUnhandledFailures } from '@canopy/service-kit';
import type { GatewayThreadReply, GatewayThreadRequest } from './gateway-thread-messages';

if (!parentPort) throw new Error('gateway-thread-main.js runs only as a worker thread');
const port = parentPort;
let gateway: Gateway | undefined;

const reply = (message: GatewayThreadReply) => port.postMessage(message);

port.on('message', (message: GatewayThreadRequest) => {
  if (message.type === 'start') void start(message.env);
  else void stop();
});

async function start(env: Record<string, string | undefined>) {
  try {
    gateway = createGateway({ env, logger: pino({ level: env.LOG_LEVEL ?? 'info' }) });
    // The thread's own failures, logged as the services' are; a fatal one drains the gateway and ends the thread.
    logUnhandledFailures(gateway.logger, () => void stop().finally(() => process.exit(1)));
    const { port: listening, url } = await gateway.start();
    reply({ type: 'started', port: listening, url, sessionStore: gateway.sessionStore });
  } catch (err) {
    await gateway?.stop().catch(() => undefined);
    reply({
      type: 'failed',
      message: err instanceof Error ? err.message : String(err),
      configProblems: err instanceof ConfigError ? err.problems : undefined,
      code: (err as NodeJS.ErrnoException).code,
    });
  }
}

async function stop() {
  await gateway?.stop().catch(() => undefined);
  reply({ type: 'stopped' });
  port.close();
}
