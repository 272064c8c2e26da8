import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from 'pino';
import { IDENTITY_HEADER, REQUEST_ID_HEADER, type ErrorBody } from '@canopy/contracts';
import { createBalancedForwarder } from './balanced-forwarder';
import { createBalancedUpgrades, type BalancedUpgrades } from './balanced-upgrades';
import { setForwardedHeaders, type TrustProxy } from './client-address';
import type { GatewayConfig } from './config';
import type { InstancePool } from './instance-pool';
import type { ServiceName } from './route-table';
import type { ServiceForwarder } from './service-forwarder';
import { writeSocketError } from './socket-response';

export const RETRY_AFTER_SECONDS = 5;
export const unavailableMessage = (service: ServiceName) =>
  `The ${service} service is unavailable. Please try again shortly.`;
/** A full wait queue clears in moments: the client may come back sooner than after a failure. */
export const BUSY_RETRY_AFTER_SECONDS = 1;
export const busyMessage = (service: ServiceName) =>
  `The ${service} service is busy. Please try again shortly.`;

export interface ServiceProxies {
  has(service: ServiceName): boolean;
  /** Forwards a request as it is (the body is streamed, never parsed); answers 503 itself when the service fails. */
  web(service: ServiceName, req: IncomingMessage, res: ServerResponse): void;
  upgrade(service: ServiceName, req: IncomingMessage, socket: Socket, head: Buffer): void;
  close(): void;
}

export interface ServiceProxyHooks {
  /** Sees each service's answer headers before they reach the client (the micro-cache reads them here). */
  onResponse?(headers: IncomingHttpHeaders, req: IncomingMessage, res: ServerResponse): void;
}

/**
 * Per configured service, HTTP requests spread over its instances (balanced-forwarder.ts, one forwarder per
 * instance) and WebSocket upgrades too (balanced-upgrades.ts, http-proxy-middleware per instance); `pools`
 * (instance-pool.ts) says which instances take them. A service that refuses the connection, resets it or does
 * not answer within PROXY_TIMEOUT_MS gets a 503 JSON answer with Retry-After; nothing of that reaches the rest
 * of the gateway.
 */
export function createServiceProxies(
  config: GatewayConfig,
  pools: ReadonlyMap<ServiceName, InstancePool>,
  logger: Logger,
  hooks: ServiceProxyHooks = {},
): ServiceProxies {
  const web = new Map<ServiceName, ServiceForwarder>();
  const ws = new Map<ServiceName, BalancedUpgrades>();

  for (const [service, pool] of pools) {
    const unavailable = (
      err: Error & { code?: string },
      req: IncomingMessage,
      res: ServerResponse | Socket,
    ) => {
      logger.warn({ service, code: err.code ?? err.message, url: req.url }, 'service unavailable');
      respondUnavailable(service, res);
    };
    // One line a second at most while the queue stays full: an overload is no time to write a log line per request.
    let refusedSinceLog = 0;
    let loggedAt = 0;
    const queueFull = (_req: IncomingMessage, res: ServerResponse) => {
      refusedSinceLog++;
      if (performance.now() - loggedAt >= 1000) {
        logger.warn(
          { service, refused: refusedSinceLog, maxQueue: config.PROXY_MAX_QUEUE },
          'wait queue full',
        );
        loggedAt = performance.now();
        refusedSinceLog = 0;
      }
      respondError(
        res,
        503,
        { message: busyMessage(service), code: 'unavailable' },
        BUSY_RETRY_AFTER_SECONDS,
      );
    };
    // Keep-alive to the services (Node servers send a Keep-Alive hint the pool honours, so idle connections are
    // dropped before the service closes them). A request waiting for a connection is not yet timed.
    web.set(
      service,
      createBalancedForwarder({
        pool,
        logger,
        maxConnections: config.PROXY_MAX_SOCKETS,
        maxQueue: config.PROXY_MAX_QUEUE,
        onQueueFull: queueFull,
        timeoutMs: service === 'content' ? config.CONTENT_PROXY_TIMEOUT_MS : config.PROXY_TIMEOUT_MS,
        onResponse: hooks.onResponse,
        onFailure: unavailable,
      }),
    );
    ws.set(service, createBalancedUpgrades({ pool, onFailure: unavailable }));
  }

  return {
    has: (service) => web.has(service),
    web(service, req, res) {
      web.get(service)!.forward(req, res);
    },
    upgrade(service, req, socket, head) {
      ws.get(service)!.upgrade(req, socket, head);
    },
    close() {
      for (const forwarder of web.values()) void forwarder.close();
    },
  };
}

function respondUnavailable(service: ServiceName, res: ServerResponse | Socket) {
  const body: ErrorBody = { message: unavailableMessage(service), code: 'unavailable' };
  if (!('writeHead' in res)) {
    writeSocketError(res, 503, body, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
    return;
  }
  respondError(res, 503, body, RETRY_AFTER_SECONDS);
}

function respondError(res: ServerResponse, status: number, body: ErrorBody, retryAfterSeconds: number) {
  if (res.headersSent) {
    // Part of the service's answer already went out: all we can do is cut it so the client sees a failure.
    res.destroy();
    return;
  }
  res.statusCode = status;
  res.setHeader('Retry-After', String(retryAfterSeconds));
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

/**
 * What a service receives: never a client's own identity, internal or forwarding headers, never the session
 * cookie; always the gateway-signed identity token, the request id and the gateway's own X-Forwarded-* headers
 * (client-address.ts).
 */
export function prepareForwardedHeaders(
  req: IncomingMessage,
  token: string,
  requestId: string,
  trust: TrustProxy,
): void {
  const headers = req.headers;
  setForwardedHeaders(req, trust);
  for (const name of Object.keys(headers)) {
    if (name.startsWith('x-canopy-') || name.startsWith('x-user-') || name === 'cookie') delete headers[name];
  }
  headers[IDENTITY_HEADER] = token;
  headers[REQUEST_ID_HEADER] = requestId;
}
