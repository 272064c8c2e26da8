import { Worker } from 'node:worker_threads';
import { ConfigError } from '@canopy/service-kit';
import type { GatewayThreadReply, GatewayThreadRequest } from './gateway-thread-messages';

/** The gateway running in its own thread: what the launcher needs of it. */
export interface GatewayThread {
  port: number;
  url: string;
  sessionStore: 'redis' | 'memory';
  /** Drains the gateway and ends its thread. Idempotent. */
  stop(): Promise<void>;
}

export interface GatewayThreadLoader {
  /** Starts the gateway with this environment (PORT included); rejects as createGateway/start would. */
  start(env: Record<string, string | undefined>): Promise<GatewayThread>;
  /** Drains the gateway if it started, and ends the thread. Idempotent. */
  stop(): Promise<void>;
}

/**
 * Why a thread: in one process the gateway and the services took turns on one event loop, so every proxied
 * request waited for service work and the other way round, and a second core sat idle. In its own thread the
 * gateway works beside the services, as it does in production where each runs in its own process. The thread
 * is created at once, so that loading the gateway's modules overlaps the services' start, and starts when told.
 */
export function loadGatewayThread(
  workerUrl: URL = new URL('./gateway-thread-main.js', import.meta.url),
): GatewayThreadLoader {
  const worker = new Worker(workerUrl);
  let exited = false;
  const exit = new Promise<number>((resolve) =>
    worker.once('exit', (code) => {
      exited = true;
      resolve(code);
    }),
  );
  // An error thrown while loading (a missing module) ends the thread; the next request reports it.
  let crash: Error | undefined;
  worker.on('error', (err) => (crash = err));

  const ask = (request: GatewayThreadRequest, expect: GatewayThreadReply['type'][]) =>
    new Promise<GatewayThreadReply>((resolve, reject) => {
      if (exited) return reject(crash ?? new Error('the gateway thread has exited'));
      const onMessage = (reply: GatewayThreadReply) => {
        if (!expect.includes(reply.type)) return;
        worker.off('message', onMessage);
        resolve(reply);
      };
      worker.on('message', onMessage);
      void exit.then((code) => {
        worker.off('message', onMessage);
        reject(crash ?? new Error(`the gateway thread exited (${code}) before answering`));
      });
      worker.postMessage(request);
    });

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= exited
      ? Promise.resolve()
      : ask({ type: 'stop' }, ['stopped'])
          .catch(() => undefined)
          .then(async () => {
            // The thread ends by itself once drained; a handle something left open must not hold the launcher.
            const timer = setTimeout(() => void worker.terminate(), 5_000);
            await exit;
            clearTimeout(timer);
          }));

  return {
    async start(env) {
      const reply = await ask({ type: 'start', env }, ['started', 'failed']);
      if (reply.type === 'started') {
        const { port, url, sessionStore } = reply;
        return { port, url, sessionStore, stop };
      }
      await stop();
      if (reply.type === 'failed' && reply.configProblems)
        throw new ConfigError('gateway', reply.configProblems);
      throw Object.assign(new Error(reply.type === 'failed' ? reply.message : 'the gateway did not start'), {
        code: reply.type === 'failed' ? reply.code : undefined,
      });
    },
    stop,
  };
}
