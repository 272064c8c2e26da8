import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import compression from 'compression';
import type { Express, NextFunction, Request, Response } from 'express';
import { pino, type Logger } from 'pino';
import {
  NotFoundError,
  answerClientError,
  appServerClasses,
  ValidationError,
  baseApp,
  errorHandler,
  notFoundHandler,
  requestIdOf,
  requestLogger,
} from '@canopy/service-kit';
import { authRoutes } from './auth-routes';
import { clientAddressOf, isSecureRequest, type TrustProxy } from './client-address';
import { closeAppAnswersWhen } from './closing-response';
import { loadGatewayConfig, type GatewayConfig } from './config';
import { createIdentityClient } from './identity-client';
import { gatewaySigner } from './gateway-signer';
import { healthRoutes } from './health-routes';
import { createIdentityTokens } from './identity-tokens';
import { createInstancePools } from './instance-pool';
import { createMicroCache } from './micro-cache';
import { originCheck } from './origin-check';
import { openApiRoute } from './openapi-route';
import { passkeyRoutes } from './passkey-routes';
import { createProxiedReadLane, type RawStep } from './proxied-read-lane';
import { createRateLimits } from './rate-limits';
import { refuseBadFraming, refuseBadUpgradeFraming } from './request-framing';
import { isSafePath, serviceForPath } from './route-table';
import { securityHeaders } from './security-headers';
import { createServiceProxies, prepareForwardedHeaders } from './service-proxy';
import { createServiceReadiness } from './service-readiness';
import { createSessionBackend } from './session-backend';
import { createSessionLayer } from './session-layer';
import { createIdentityChanges } from './identity-changes';
import { createSessionUsers, identityOf } from './session-user';
import { staticFrontends } from './static-frontends';
import { WS_PATH, createUpgradeHandler } from './websocket-upgrade';

export interface GatewayOptions {
  /** Environment to read the configuration from (default: process.env). */
  env?: Record<string, string | undefined>;
  logger?: Logger;
}

export interface Gateway {
  app: Express;
  config: GatewayConfig;
  logger: Logger;
  /** Where sessions live: Redis (REDIS_URL) or the bounded in-process store. */
  sessionStore: 'redis' | 'memory';
  /** The `/ws` upgrade handler, for callers that run their own http server around `app`. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Listens on `port` (default PORT; 0 = any free port) with the upgrade handler attached. */
  start(port?: number): Promise<{ port: number; url: string }>;
  /** Stops accepting, drains, closes sockets, Redis and timers. */
  stop(): Promise<void>;
  readonly server: Server | undefined;
}

/**
 * The gateway: security headers, sessions, sign-in, rate limits, the /api route table, /ws, and the
 * front ends. Throws ConfigError listing every configuration problem.
 */
export function createGateway(opts: GatewayOptions = {}): Gateway {
  const config = loadGatewayConfig(opts.env ?? process.env);
  // Session cookies and identity tokens never reach the logs.
  const logger = (opts.logger ?? pino({ level: config.LOG_LEVEL })).child(
    { service: 'gateway' },
    {
      redact: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-canopy-identity"]',
        'res.headers["set-cookie"]',
      ],
    },
  );

  const backend = createSessionBackend(config, logger);
  const sessions = createSessionLayer(config, backend, logger);
  const identity = createIdentityClient(config, logger);
  const identityChanges = createIdentityChanges(config, logger);
  const users = createSessionUsers(config, sessions, identity, logger, identityChanges);
  const limits = createRateLimits(config, backend.redis, (req) => clientAddress(req));
  const proxyable = (path: string) => {
    const service = path.startsWith('/api/') ? serviceForPath(path) : undefined;
    return service && proxies.has(service) ? service : undefined;
  };
  const microCache = createMicroCache({
    ttlMs: config.MICRO_CACHE_TTL_MS,
    maxBytes: config.MICRO_CACHE_MAX_BYTES,
    cookieName: config.SESSION_COOKIE_NAME,
    eligible: (req) => proxyable(req.path) !== undefined,
    keepAliveTimeoutMs: config.KEEP_ALIVE_TIMEOUT_MS,
    draining: () => draining,
  });
  // Each service's instances and which of them take requests (several per URL setting, comma-separated).
  const pools = createInstancePools(config, logger);
  const proxies = createServiceProxies(config, pools, logger, { onResponse: microCache.inspectUpstream });
  const identityTokens = createIdentityTokens(gatewaySigner(config));
  const readiness = createServiceReadiness(pools);
  let draining = false;

  const app = baseApp();
  app.set('trust proxy', config.TRUST_PROXY);
  // Express's compiled rule: the one the client address, req.host and req.protocol are all read by.
  const trustProxy = app.get('trust proxy fn') as TrustProxy;
  const clientAddress = (req: IncomingMessage) => clientAddressOf(req, trustProxy);
  // For servers built around `app`; the gateway's own server checks before the micro-cache and the read lane.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!refuseBadFraming(req, res)) next();
  });
  const logRequest = requestLogger(logger);
  const secureHeaders = securityHeaders(config);
  const compress = compression();
  app.use(logRequest);
  app.use(secureHeaders);
  // Visitors' public reads, shared for at most a second (micro-cache.ts): a hit is answered here, before
  // compression (the kept bytes are the compressed ones) and before sessions (a visitor has none).
  app.use(microCache.serve);
  app.use(compress);

  app.use(healthRoutes({ config, backend, readiness, isDraining: () => draining }));

  app.use(originCheck(config.ALLOWED_ORIGINS));
  app.all(WS_PATH, (_req, res) => {
    res
      .status(426)
      .setHeader('Upgrade', 'websocket')
      .json({ message: 'This endpoint speaks WebSocket only.', code: 'validation_failed' });
  });

  // did:web resolves the credentials' issuer (did:web:<PUBLIC_URL's host>) to this address: the course service's
  // DID document, proxied like its /api routes (docs/CREDENTIALS.md).
  app.get('/.well-known/did.json', (req: Request, _res: Response, next: NextFunction) => {
    // Both, so the session layer treats it as the proxied public read it is (no session loaded).
    req.url = req.originalUrl = '/api/credentials/did.json';
    next();
  });

  // ---- /api: sessions, the gateway's own routes, then the route table ----
  app.use('/api', (req: Request, _res: Response, next: NextFunction) => {
    next(isSafePath(req.originalUrl.split('?')[0]) ? undefined : new ValidationError('Invalid request path'));
  });
  // The API document needs no session: mounted before the session layer so it never creates one.
  app.use(openApiRoute({ config, logger }));
  // Proxied requests only read who calls: without a session cookie nothing is loaded (no store read).
  app.use('/api', (req: Request, res: Response, next: NextFunction) =>
    proxyable(req.originalUrl.split('?')[0]!)
      ? sessions.ifCookie(req, res, next)
      : sessions.middleware(req, res, next),
  );
  app.use(authRoutes({ config, users, identity, limits }));
  app.use(passkeyRoutes({ config, users, sessions, identity, limits }));
  app.post('/api/newsletter/subscriptions', limits.newsletterPerIp);
  app.use(async (req: Request, res: Response, next: NextFunction) => {
    const service = proxyable(req.path);
    // Unknown paths and domains whose service is not configured fall through to the 404 below.
    if (!service) return next();
    const user = await users.current(req, res);
    const requestId = String(req.id);
    // Reused per caller for half its life (identity-tokens.ts); the request id goes in its own header.
    const token = await identityTokens.tokenFor(user ? identityOf(user) : null, clientAddress(req));
    prepareForwardedHeaders(req, token, requestId, trustProxy);
    proxies.web(service, req, res);
  });
  app.use('/api', (req: Request, _res: Response, next: NextFunction) => {
    next(new NotFoundError(`No route for ${req.method} ${req.originalUrl.split('?')[0]}`));
  });

  app.use(staticFrontends(config, logger));
  app.use(notFoundHandler);
  app.use(errorHandler());
  closeAppAnswersWhen(app, () => draining);

  // compression changes an answer only for a client that accepts an encoding, yet costs every answer its
  // wrapping. A client that accepts none gets the answer as it is, with the Vary compression would have added
  // (a cache must know that other clients get another encoding).
  const compressWhenAccepted = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => {
    if (req.headers['accept-encoding']) return compress(req as Request, res as Response, next);
    res.setHeader('Vary', 'Accept-Encoding');
    next();
  };

  // Signed-in reads that only need forwarding skip the app's stack (proxied-read-lane.ts); the steps are the
  // app's own, in its order.
  const readLane = createProxiedReadLane({
    sessions,
    users,
    identityTokens,
    proxies,
    serviceFor: proxyable,
    isSecure: (req) => isSecureRequest(req, trustProxy),
    trustProxy,
    steps: [logRequest, secureHeaders, compressWhenAccepted] as RawStep[],
    fallback: (req, res) => app(req, res),
    etagOf: app.get('etag fn') as (body: Buffer, encoding: BufferEncoding) => string | undefined,
    logger,
  });
  const handleRequest = (req: IncomingMessage, res: ServerResponse) => {
    // Before anything reads it: a request whose end the gateway and a service could see differently.
    if (refuseBadFraming(req, res)) return;
    if (microCache.serveRaw(req, res, requestIdOf(req))) return;
    if (readLane.serve(req, res)) return;
    app(req, res);
  };

  const onUpgrade = createUpgradeHandler({ config, sessions, users, proxies, trustProxy, logger });
  const upgraded = new Set<Duplex>();
  const handleUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (draining) return socket.destroy();
    if (refuseBadUpgradeFraming(req, socket)) return;
    upgraded.add(socket);
    socket.once('close', () => upgraded.delete(socket));
    void onUpgrade(req, socket, head);
  };

  let server: Server | undefined;
  return {
    app,
    config,
    logger,
    sessionStore: backend.kind,
    handleUpgrade,
    get server() {
      return server;
    },
    async start(port = config.PORT) {
      // Give Redis a moment to connect so the first requests are not 503 for nothing; never block on it.
      await backend.settle(1000);
      return new Promise((resolve, reject) => {
        // Micro-cache hits and signed-in reads are answered before Express; everything else is the app's.
        // Strict parsing even under `--insecure-http-parser`: lenient framing is what request smuggling needs.
        // Requests and responses are born with the app's prototypes (no per-request map change in Express);
        // app.response closes answers while draining (closeAppAnswersWhen), those answered before Express too.
        const s = http
          .createServer(
            {
              insecureHTTPParser: false,
              keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
              ...appServerClasses(app),
            },
            handleRequest,
          )
          .listen({ port, host: config.HOST, backlog: config.LISTEN_BACKLOG });
        s.on('clientError', answerClientError);
        s.once('error', reject);
        s.once('listening', () => {
          server = s;
          s.on('upgrade', handleUpgrade);
          const actual = (s.address() as AddressInfo).port;
          logger.info({ port: actual, sessions: backend.kind }, 'gateway listening');
          resolve({ port: actual, url: `http://127.0.0.1:${actual}` });
        });
      });
    },
    async stop() {
      draining = true;
      if (server) {
        const s = server;
        const closed = new Promise<void>((resolve) => s.close(() => resolve()));
        s.closeIdleConnections();
        const timer = setTimeout(() => s.closeAllConnections(), config.SHUTDOWN_GRACE_MS);
        timer.unref();
        for (const socket of upgraded) (socket as Socket).destroy();
        await closed;
        clearTimeout(timer);
        server = undefined;
      }
      proxies.close();
      for (const pool of pools.values()) pool.close();
      limits.close();
      await identityChanges.close();
      await backend.close();
    },
  };
}
