import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { createProxyMiddleware, debugProxyErrorsPlugin, proxyEventsPlugin } from 'http-proxy-middleware';
import { isConnectionFailure } from '@canopy/service-kit';
import type { InstancePool, ServiceInstance } from './instance-pool';

type Proxy = ReturnType<typeof createProxyMiddleware<IncomingMessage, ServerResponse>>;
type UpgradeFailure = Error & { code?: string };

export interface BalancedUpgrades {
  upgrade(req: IncomingMessage, socket: Socket, head: Buffer): void;
}

/**
 * WebSocket upgrades spread over a service's instances: each goes to the instance with the fewest open
 * sockets from this gateway (in turn among equals), through its own http-proxy-middleware. An instance that
 * refuses or resets the connection is taken out of the pool's spread; that upgrade is answered 503 (the
 * socket is the proxy's to close by then) and the client's reconnect goes to another instance.
 */
export function createBalancedUpgrades(opts: {
  pool: InstancePool;
  onFailure(err: UpgradeFailure, req: IncomingMessage, socket: ServerResponse | Socket): void;
}): BalancedUpgrades {
  const { pool } = opts;
  const proxies = new Map<ServiceInstance, Proxy>(
    pool.instances.map((instance) => [
      instance,
      // Upgrades take their socket out of any pool, so they go without an agent.
      createProxyMiddleware<IncomingMessage, ServerResponse>({
        target: instance.url,
        changeOrigin: true,
        xfwd: true,
        // Our own error answer and quiet logging instead of the defaults (504 text, console lines per request).
        ejectPlugins: true,
        plugins: [debugProxyErrorsPlugin, proxyEventsPlugin],
        on: {
          error: (err: UpgradeFailure, req, socket) => {
            if (isConnectionFailure(err)) pool.takeOut(instance, err.code ?? err.message);
            opts.onFailure(err, req, socket);
          },
        },
      }),
    ]),
  );
  return {
    upgrade(req, socket, head) {
      const instance = pool.pick()!;
      instance.busy++;
      socket.once('close', () => instance.busy--);
      void proxies.get(instance)!.upgrade(req, socket, head);
    },
  };
}
