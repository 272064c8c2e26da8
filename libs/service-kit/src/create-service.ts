import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Router, type Express } from 'express';
import { pino, type Logger } from 'pino';
import type { z } from 'zod';
import { baseConfigSchema, loadConfig, type BaseConfig } from './config';
import { openDatabase, type Database, type DatabaseHandle } from './database';
import { UnavailableError } from './errors';
import {
  baseApp,
  errorHandler,
  jsonBodyParser,
  notFoundHandler,
  requestLogger,
  requireJsonBodies,
} from './http-app';
import { identityMiddleware } from './identity-middleware';

export interface ServiceContext<TConfig, TSchema extends Record<string, unknown>> {
  name: string;
  config: BaseConfig & TConfig;
  logger: Logger;
  db: Database<TSchema>;
  database: DatabaseHandle<TSchema>;
}

export interface ServiceDefinition<TExtra extends z.ZodRawShape, TSchema extends Record<string, unknown>> {
  name: string;
  /** Service-specific environment variables, merged with the base ones. */
  config?: z.ZodObject<TExtra>;
  defaultPort: number;
  /** drizzle schema (tables and relations). */
  schema: TSchema;
  /** Folder of committed drizzle-kit migrations. */
  migrations?: string;
  routes: (
    router: Router,
    ctx: ServiceContext<z.infer<z.ZodObject<TExtra>>, TSchema>,
  ) => void | Promise<void>;
  /** Runs after migrations, before listening (e.g. demo content). */
  onReady?: (ctx: ServiceContext<z.infer<z.ZodObject<TExtra>>, TSchema>) => Promise<void>;
}

export interface RunningService<TConfig, TSchema extends Record<string, unknown>> {
  app: Express;
  ctx: ServiceContext<TConfig, TSchema>;
  start(port?: number): Promise<{ port: number; url: string }>;
  stop(): Promise<void>;
}

export interface CreateOptions {
  env?: Record<string, string | undefined>;
  logger?: Logger;
}

/** The one way every Canopy service boots: config, logging, database, identity, routes, errors, health. */
export async function createService<TExtra extends z.ZodRawShape, TSchema extends Record<string, unknown>>(
  def: ServiceDefinition<TExtra, TSchema>,
  opts: CreateOptions = {},
): Promise<RunningService<z.infer<z.ZodObject<TExtra>>, TSchema>> {
  const env = { PORT: String(def.defaultPort), ...(opts.env ?? process.env) };
  const schema = def.config ? baseConfigSchema.extend(def.config.shape) : baseConfigSchema;
  const config = loadConfig(def.name, schema, env) as BaseConfig & z.infer<z.ZodObject<TExtra>>;
  const logger = (opts.logger ?? pino({ level: config.LOG_LEVEL })).child({ service: def.name });

  const database = await openDatabase({
    service: def.name,
    schema: def.schema,
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    migrationsFolder: def.migrations,
    logger,
  });
  const ctx: ServiceContext<z.infer<z.ZodObject<TExtra>>, TSchema> = {
    name: def.name,
    config,
    logger,
    db: database.db,
    database,
  };

  let draining = false;
  const app = baseApp();
  // While draining, answers close their connection so keep-alive clients move on instead of holding it open.
  app.use((_req, res, next) => {
    if (draining) res.setHeader('Connection', 'close');
    next();
  });
  app.use(requestLogger(logger));
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: def.name });
  });
  app.get('/readyz', async (_req, res) => {
    if (draining) throw new UnavailableError('Shutting down');
    try {
      await database.ping();
    } catch {
      throw new UnavailableError('Database unreachable');
    }
    res.json({ status: 'ready', service: def.name, database: database.engine });
  });
  app.use(requireJsonBodies());
  app.use(jsonBodyParser(config.BODY_LIMIT));
  app.use(identityMiddleware(config.IDENTITY_TOKEN_SECRET));
  const router = Router();
  await def.routes(router, ctx);
  app.use(router);
  app.use(notFoundHandler);
  app.use(errorHandler());

  try {
    await def.onReady?.(ctx);
  } catch (err) {
    await database.close();
    throw err;
  }

  let server: Server | undefined;
  let stopping: Promise<void> | undefined;
  return {
    app,
    ctx,
    start(port = config.PORT) {
      return new Promise((resolve, reject) => {
        const s = app.listen(port, config.HOST);
        s.once('error', reject);
        s.once('listening', () => {
          server = s;
          const actual = (s.address() as AddressInfo).port;
          logger.info({ port: actual, database: database.engine }, `${def.name} service listening`);
          resolve({ port: actual, url: `http://127.0.0.1:${actual}` });
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
    if (server) {
      const s = server;
      // Stop accepting, let in-flight requests finish, then cut whatever is still open after the grace period.
      const closed = new Promise<void>((resolve) => s.close(() => resolve()));
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
    await database.close();
  }
}

/** Entry point helper: start, and drain on SIGTERM/SIGINT. Configuration problems exit non-zero. */
export async function runService(factory: () => Promise<RunningService<unknown, Record<string, unknown>>>) {
  let service: RunningService<unknown, Record<string, unknown>>;
  try {
    service = await factory();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
  await service.start();
  const shutdown = async (signal: string) => {
    service.ctx.logger.info({ signal }, 'draining');
    await service.stop();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}
