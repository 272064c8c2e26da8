import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { isConnectionFailure } from '@canopy/service-kit';
import type { InstancePool, ServiceInstance } from './instance-pool';
import {
  createServiceForwarder,
  hasBody,
  type ForwardFailure,
  type ServiceForwarder,
  type ServiceForwarderOptions,
} from './service-forwarder';

export interface BalancedForwarderOptions extends Omit<ServiceForwarderOptions, 'target'> {
  pool: InstancePool;
  logger: Logger;
  /** Requests of the service that may wait for a connection at once (all its instances together). */
  maxQueue: number;
  /** The request would wait, and `maxQueue` already do: answer for it (it never reaches an instance). */
  onQueueFull(req: IncomingMessage, res: ServerResponse): void;
}

/** What a request's failed attempt leads to, while it is in flight: set per attempt, read by the forwarder. */
const attempts = new WeakMap<IncomingMessage, (err: ForwardFailure) => void>();

/**
 * Spreads a service's requests over its instances (instance-pool.ts), each with its own keep-alive pool
 * (service-forwarder.ts, so PROXY_MAX_SOCKETS is per instance). A connection that fails takes the instance
 * out, and the request is sent once more, to another instance, when that is safe: it is a GET or HEAD or
 * carries an Idempotency-Key (the service answers a repeat with the first answer), its body was not sent, and
 * nothing of an answer was written. Anything else is the caller's 503, as with one instance.
 *
 * The wait is bounded: a request that finds its instance's connections all taken while `maxQueue` requests of
 * the service already wait is refused at once (the caller's 503), rather than queued behind a backlog that only
 * grows while the service is slower than its callers.
 */
export function createBalancedForwarder(opts: BalancedForwarderOptions): ServiceForwarder {
  const { pool, logger } = opts;
  const forwarders = new Map<ServiceInstance, ServiceForwarder>(
    pool.instances.map((instance) => [
      instance,
      createServiceForwarder({
        target: instance.url,
        maxConnections: opts.maxConnections,
        timeoutMs: opts.timeoutMs,
        onResponse: opts.onResponse,
        onFailure: (err, req, res) => (attempts.get(req) ?? (() => opts.onFailure(err, req, res)))(err),
      }),
    ]),
  );

  function send(req: IncomingMessage, res: ServerResponse, instance: ServiceInstance, retry: boolean) {
    // Busy until the answer has gone to the client (it holds the instance's connection until then).
    instance.busy++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      instance.busy--;
      res.off('close', release);
    };
    res.once('close', release);
    attempts.set(req, (err) => {
      release();
      attempts.delete(req);
      const failedConnection = isConnectionFailure(err);
      if (failedConnection) pool.takeOut(instance, err.code ?? err.message);
      const other = !retry && failedConnection && mayRepeat(req, res) ? pool.pick([instance]) : undefined;
      if (!other) return opts.onFailure(err, req, res);
      logger.info(
        { service: pool.service, from: instance.url, to: other.url, code: err.code, url: req.url },
        'request sent again to another instance',
      );
      send(req, res, other, true);
    });
    forwarders.get(instance)!.forward(req, res);
  }

  const load = () => {
    const total = { running: 0, waiting: 0 };
    for (const forwarder of forwarders.values()) {
      const { running, waiting } = forwarder.load();
      total.running += running;
      total.waiting += waiting;
    }
    return total;
  };

  return {
    forward(req, res) {
      const instance = pool.pick()!;
      const wouldWait = forwarders.get(instance)!.load().running >= opts.maxConnections;
      if (wouldWait && load().waiting >= opts.maxQueue) return opts.onQueueFull(req, res);
      send(req, res, instance, false);
    },
    load,
    async close() {
      await Promise.all([...forwarders.values()].map((f) => f.close()));
    },
  };
}

/** Whether sending the request again cannot do twice what the client asked once. */
function mayRepeat(req: IncomingMessage, res: ServerResponse): boolean {
  if (res.headersSent || res.destroyed) return false;
  const idempotent = req.method === 'GET' || req.method === 'HEAD' || !!req.headers['idempotency-key'];
  // A body that began to stream to the failed instance is partly gone: it cannot be sent whole again.
  return idempotent && (!hasBody(req) || !req.readableDidRead);
}
