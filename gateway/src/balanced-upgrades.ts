import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { createProxyMiddleware, debugProxyErrorsPlugin, proxyEventsPlugin } from 'http-proxy-middleware';
import { isConnectionFailure } from '@canopy/service-kit';
import { hopByHopOf, keepOnlyUpgradeHops } from './hop-by-hop';
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
 *
 * Hop-by-hop headers stay with their connection both ways, as for HTTP requests (hop-by-hop.ts), but for the
 * handshake's own `Connection: Upgrade` and `Upgrade`: the request's are cleaned before it is sent; the
 * service's 101 (or refusal) is cleaned before http-proxy writes it to the client, by listeners added when the
 * proxy's request is made (`proxyReqWs`), which run before http-proxy's own.
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
        // The gateway set the X-Forwarded-* headers itself (client-address.ts); appending would undo that.
        xfwd: false,
        // Our own error answer and quiet logging instead of the defaults (504 text, console lines per request).
        ejectPlugins: true,
        plugins: [debugProxyErrorsPlugin, proxyEventsPlugin],
        on: {
          proxyReqWs: (proxyReq) => {
            proxyReq.once('upgrade', (answer: IncomingMessage) => keepOnlyUpgradeHops(answer.headers));
            proxyReq.once('response', (answer: IncomingMessage) => dropHops(answer.headers));
          },
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
      keepOnlyUpgradeHops(req.headers);
      const instance = pool.pick()!;
      instance.busy++;
      socket.once('close', () => instance.busy--);
      void proxies.get(instance)!.upgrade(req, socket, head);
    },
  };
}

/**
 * A refused upgrade's answer goes to the client as http-proxy read it, with the body already unframed: its
 * hop-by-hop headers (Transfer-Encoding among them) go, and the socket's end ends the body.
 */
function dropHops(headers: IncomingMessage['headers']): void {
  const isHop = hopByHopOf(headers);
  for (const name of Object.keys(headers)) if (isHop(name)) delete headers[name];
}
