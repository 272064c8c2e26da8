import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Router, type Express } from 'express';
import { pino, type Logger } from 'pino';
import type { z } from 'zod';
import type { DomainEventType } from '@canopy/contracts';
import { appServerClasses } from './app-server-classes';
import { answerClientError, SERVICE_MAX_HEADER_SIZE } from './client-error';
import { baseConfigSchema, loadConfig, type BaseConfig } from './config';
import { openDatabase, type Database, type DatabaseHandle } from './database';
import type { ApplyEvent, EventHandlers } from './events/event-inbox';
import type { InProcessEventBus } from './events/in-process-bus';
import type { OutboxFactory } from './events/outbox';
import { createServiceEvents, type EventEngineName } from './events/service-events';
import {
  baseApp,
  errorHandler,
  jsonBodyParser,
  notFoundHandler,
  requestLogger,
  requireJsonBodies,
} from './http-app';
import { httpCaching } from './http-caching';
import { idempotency } from './idempotency';
import { createKitPurge } from './kit-purge';
import { identityMiddleware } from './identity-middleware';
import { createServiceTokens, type ServiceTokens } from './tokens/service-tokens';
import { defaultPortOf } from './skeleton/default-port';
import { createRateLimiters } from './limits/rate-limiters';
import type { RateLimiters } from './limits/rate-limiter';
import { mountApiDocument } from './service-api-document';
import { serviceHealthRoutes } from './service-health-routes';
import { runStartUpTasks } from './start-up-tasks';

export interface ServiceContext<TConfig, TSchema extends Record<string, unknown>> extends ServiceTokens {
  name: string;
  config: BaseConfig & TConfig;
  logger: Logger;
  db: Database<TSchema>;
  database: DatabaseHandle<TSchema>;
  /** Domain events: `events.on(txOrDb).emit(type, payload)` inside the transaction of the change. */
  events: OutboxFactory;
  /** Usage limits (`limits.limiter({ name, limit, windowMs })`): in Redis with REDIS_URL, else in process. */
  limits: RateLimiters;
}

type Ctx<TExtra extends z.ZodRawShape, TSchema extends Record<string, unknown>> = ServiceContext<
  z.infer<z.ZodObject<TExtra>>,
  TSchema
>;

export interface ServiceDefinition<
  TExtra extends z.ZodRawShape,
  TSchema extends Record<string, unknown>,
  TDeps,
> {
  name: string;
  /** Service-specific environment variables, merged with the base ones. */
  config?: z.ZodObject<TExtra>;
  /** When PORT is unset; default: the service's entry in `platformServices` (libs/contracts). */
  defaultPort?: number;
  /** drizzle schema (tables and relations). */
  schema: TSchema;
  /** Folder of committed drizzle-kit migrations. */
  migrations?: string;
  /** Builds what the use cases need (stores, clients), once, from the context. */
  deps: (ctx: Ctx<TExtra, TSchema>) => TDeps | Promise<TDeps>;
  routes: (router: Router, deps: TDeps, ctx: Ctx<TExtra, TSchema>) => void | Promise<void>;
  /** Domain events this service receives (from the event engine: JetStream or the in-process bus). */
  events?: (deps: TDeps, ctx: Ctx<TExtra, TSchema>) => EventHandlers<TSchema>;
  /**
   * Runs after migrations, before listening (e.g. demo content), by one instance of the service at a time (an
   * advisory lock): what it finds missing and writes, no other instance is writing meanwhile.
   */
  onReady?: (deps: TDeps, ctx: Ctx<TExtra, TSchema>) => Promise<void>;
  /**
   * Runs once the HTTP server listens (e.g. a WebSocket server on its `upgrade` event, background jobs). The
   * answer's `close` runs first when the service drains, before the HTTP server stops accepting.
   */
  onListening?: (
    server: Server,
    deps: TDeps,
    ctx: Ctx<TExtra, TSchema>,
  ) => { close(): Promise<void> } | Promise<{ close(): Promise<void> }>;
}

export interface RunningService<TConfig, TSchema extends Record<string, unknown>, TDeps = unknown> {
  app: Express;
  ctx: ServiceContext<TConfig, TSchema>;
  deps: TDeps;
  /** The event types this service handles. */
  handles: DomainEventType[];
  /** `nats` with NATS_URL, else `in-process`. */
  eventEngine: EventEngineName;
  /** Publishes every due outbox event now, and in process delivers what is due (tests; the relay runs anyway). */
  flushEvents(): Promise<number>;
  /** Applies one event as a delivery from the engine would (inbox included): tests, without a producer. */
  receiveEvent: ApplyEvent;
  start(port?: number): Promise<{ port: number; url: string }>;
  stop(): Promise<void>;
}

export interface CreateOptions {
  env?: Record<string, string | undefined>;
  logger?: Logger;
  /** Without NATS_URL: the bus this service's events travel on (the launcher's, shared by all it runs). */
  eventBus?: InProcessEventBus;
}

/** The one way every Canopy service boots: config, logging, database, identity, routes, errors, health. */
export async function createService<
  TExtra extends z.ZodRawShape,
  TSchema extends Record<string, unknown>,
  TDeps,
>(
  def: ServiceDefinition<TExtra, TSchema, TDeps>,
  opts: CreateOptions = {},
): Promise<RunningService<z.infer<z.ZodObject<TExtra>>, TSchema, TDeps>> {
  const env = { PORT: String(defaultPortOf(def.name, def.defaultPort)), ...(opts.env ?? process.env) };
  const schema = def.config ? baseConfigSchema.extend(def.config.shape) : baseConfigSchema;
  const config = loadConfig(def.name, schema, env) as BaseConfig & z.infer<z.ZodObject<TExtra>>;
  const logger = (opts.logger ?? pino({ level: config.LOG_LEVEL })).child({ service: def.name });

  const database = await openDatabase({
    service: def.name,
    schema: def.schema,
    url: config.DATABASE_URL,
    migrationsFolder: def.migrations,
    logger,
  });
  const events = createServiceEvents({
    name: def.name,
    config,
    db: database.db,
    logger,
    bus: opts.eventBus,
  });
  // Redis is connected only once a limiter is made, so a service without limits never opens it.
  const limits = createRateLimiters({
    url: config.REDIS_URL,
    prefix: `${config.REDIS_KEY_PREFIX}limit:${def.name}:`,
    timeoutMs: config.REDIS_TIMEOUT_MS,
    logger,
  });
  const ctx: Ctx<TExtra, TSchema> = {
    name: def.name,
    config,
    logger,
    db: database.db,
    database,
    events: events.outbox,
    limits,
    ...createServiceTokens(def.name, config),
  };

  let deps: TDeps;
  let receiveEvent: ApplyEvent;
  try {
    deps = await def.deps(ctx);
    receiveEvent = events.receive(def.events?.(deps, ctx) ?? ({} as EventHandlers<TSchema>));
  } catch (err) {
    await limits.close();
    await database.close();
    throw err;
  }

  let draining = false;
  const app = baseApp();
  // Strong ETags on every answer Express sends, and 304 for a matching If-None-Match (public reads included).
  app.set('etag', 'strong');
  // While draining, answers close their connection so keep-alive clients move on instead of holding it open.
  app.use((_req, res, next) => {
    if (draining) res.setHeader('Connection', 'close');
    next();
  });
  app.use(requestLogger(logger));
  app.use(httpCaching());
  app.use(
    serviceHealthRoutes({
      service: def.name,
      database,
      signingKeys: config.SIGNING_KEYS,
      isDraining: () => draining,
    }),
  );
  app.use(requireJsonBodies());
  app.use(jsonBodyParser(config.BODY_LIMIT));
  app.use(identityMiddleware(ctx.verifier));
  app.use(idempotency(database.db));
  const router = Router();
  await def.routes(router, deps, ctx);
  mountApiDocument(router, def.name);
  app.use(router);
  app.use(notFoundHandler);
  app.use(errorHandler());

  try {
    const onReady = def.onReady;
    await runStartUpTasks({
      service: def.name,
      db: database.db as Database<Record<string, unknown>>,
      onReady: onReady && (() => onReady(deps, ctx)),
    });
  } catch (err) {
    await limits.close();
    await database.close();
    throw err;
  }
  // Old outbox and inbox rows and expired idempotency keys go every KIT_PURGE_INTERVAL_MS (one instance at a time),
  // the first time a minute after start (kit-purge.ts).
  const purge = createKitPurge({
    service: def.name,
    db: database.db as Database<Record<string, unknown>>,
    retentionMs: config.EVENT_RETENTION_MS,
    intervalMs: config.KIT_PURGE_INTERVAL_MS,
    logger,
  });

  let server: Server | undefined;
  let attached: { close(): Promise<void> } | undefined;
  let stopping: Promise<void> | undefined;
  return {
    app,
    ctx,
    deps,
    handles: events.handles,
    eventEngine: events.engine,
    flushEvents: () => events.flush(),
    receiveEvent,
    start(port = config.PORT) {
      return new Promise((resolve, reject) => {
        // Strict parsing, room for what the gateway adds to a head, and parser refusals as the JSON error body.
        // Requests and responses are made with the app's prototypes (appServerClasses: no per-request map change).
        const s = createServer(
          { insecureHTTPParser: false, maxHeaderSize: SERVICE_MAX_HEADER_SIZE, ...appServerClasses(app) },
          app,
        ).listen(port, config.HOST);
        s.on('clientError', answerClientError);
        s.once('error', reject);
        s.once('listening', () => {
          server = s;
          const actual = (s.address() as AddressInfo).port;
          logger.info({ port: actual, database: 'postgres' }, `${def.name} service listening`);
          events.start();
          purge.start();
          if (!def.onListening) return resolve({ port: actual, url: `http://127.0.0.1:${actual}` });
          Promise.resolve(def.onListening(s, deps, ctx)).then((a) => {
            attached = a;
            resolve({ port: actual, url: `http://127.0.0.1:${actual}` });
          }, reject);
        });
      });
    },
    stop() {
      // Idempotent: a second signal (or a test's cleanup) waits for the same drain instead of closing twice.
      stopping ??= drain();
      return stopping;
    },
  };

  async function drain() {
    draining = true;
    // Stop accepting at once, before the jobs and consumers below wind down (which can take a while on a busy
    // machine): a new connection goes to another instance, in-flight requests finish here.
    const s = server;
    const closed = s && new Promise<void>((resolve) => s.close(() => resolve()));
    await purge.stop();
    await attached?.close();
    attached = undefined;
    await events.stop();
    if (s) {
      // Let in-flight requests finish, then cut whatever is still open after the grace period.
      s.closeIdleConnections();
      // A keep-alive socket turns idle when its in-flight response ends; close it then, rather than waiting for
      // the client to give it up (which held shutdown for seconds, up to the grace period).
      const sweep = setInterval(() => s.closeIdleConnections(), 50);
      sweep.unref();
      const timer = setTimeout(() => s.closeAllConnections(), config.SHUTDOWN_GRACE_MS);
      timer.unref();
      await closed;
      clearInterval(sweep);
      clearTimeout(timer);
      server = undefined;
    }
    await limits.close();
    await database.close();
  }
}
