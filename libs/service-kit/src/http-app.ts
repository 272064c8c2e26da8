import { randomUUID } from 'node:crypto';
import { IncomingMessage } from 'node:http';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { REQUEST_ID_HEADER } from '@canopy/contracts';
import { databaseError } from './database-errors';
import {
  HttpError,
  NotFoundError,
  PayloadTooLargeError,
  UnavailableError,
  UnsupportedMediaTypeError,
  ValidationError,
} from './errors';

declare module 'http' {
  interface IncomingMessage {
    /** The request id (`x-request-id`): the gateway's when it sent one, else a fresh one. */
    id: string;
    /** A logger whose lines carry this request's id. */
    log: Logger;
  }
}

/** What a client is told of a failure it did not cause (the details go to the log). */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** A request taking longer than this is logged as slow (warn) whatever its status. */
export const SLOW_REQUEST_MS = 500;

/** At which level a finished request is logged: only failures and slow requests reach the usual levels. */
export function requestLogLevel(
  statusCode: number,
  ms: number,
  aborted: boolean,
): 'error' | 'warn' | 'debug' {
  if (statusCode >= 500) return 'error';
  if (ms > SLOW_REQUEST_MS || aborted) return 'warn';
  return 'debug';
}

const QUIET_PATHS = new Set(['/healthz', '/readyz']);

/** The request's id: the caller's `x-request-id` when well formed (the gateway's, a client's trace id), else new. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && /^[\w.-]{1,128}$/.test(incoming) ? incoming : randomUUID();
}

/**
 * The request's id to hand on to another service's `/internal` call (a service client sends it as
 * `x-request-id`), so the log lines of both services join up. It is the gateway's id when it sent one.
 */
export function requestId(req: IncomingMessage): string | undefined {
  return req.id || undefined;
}

/** The logger of the service that took a request, and the child logger made from it on first use. */
const SERVICE_LOGGER = Symbol('canopy.serviceLogger');
const REQUEST_LOG = Symbol('canopy.requestLog');
type LoggedRequest = IncomingMessage & { [SERVICE_LOGGER]?: Logger; [REQUEST_LOG]?: Logger };

// `req.log` is one getter on the prototype, not a property defined on every request: defining an accessor on
// an object per request costs more than the rest of the request's bookkeeping, and most requests never log.
if (!Object.getOwnPropertyDescriptor(IncomingMessage.prototype, 'log')) {
  Object.defineProperty(IncomingMessage.prototype, 'log', {
    configurable: true,
    enumerable: false,
    get(this: LoggedRequest) {
      const logger = this[SERVICE_LOGGER];
      if (!logger) return undefined;
      return (this[REQUEST_LOG] ??= logger.child({ reqId: this.id }));
    },
  });
}

/**
 * Request id (the gateway's when it sent one, else a fresh one, so every log line of a request joins up) and one
 * log line per request: at debug unless it failed (5xx: error) or was slow or cut short (warn). Costs next to
 * nothing when the line is not logged: no per-request child logger unless a handler logs, no serialising.
 */
export function requestLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const id = requestIdOf(req);
    req.id = id;
    (req as LoggedRequest)[SERVICE_LOGGER] = logger;
    res.setHeader(REQUEST_ID_HEADER, id);
    if (QUIET_PATHS.has(req.url)) return next();
    const started = performance.now();
    // 'close' comes once per response, after 'finish' when it was sent whole, alone when it was cut short.
    res.once('close', () => {
      const ms = performance.now() - started;
      const aborted = !res.writableFinished;
      const level = requestLogLevel(res.statusCode, ms, aborted);
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          reqId: id,
          req: { method: req.method, url: req.originalUrl ?? req.url },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(ms * 10) / 10,
          ...(aborted ? { aborted: true } : {}),
        },
        level === 'error' ? 'request failed' : ms > SLOW_REQUEST_MS ? 'slow request' : 'request completed',
      );
    });
    next();
  };
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A body of any type other than JSON (or multipart, for uploads) is refused before a route sees it. */
export function requireJsonBodies(): RequestHandler {
  return (req, _res, next) => {
    if (!BODY_METHODS.has(req.method)) return next();
    const hasBody =
      Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (!hasBody) return next();
    if (req.is('application/json') || req.is('multipart/form-data')) return next();
    next(new UnsupportedMediaTypeError());
  };
}

export function jsonBodyParser(limit: string): RequestHandler {
  const parse = express.json({
    limit,
    strict: true,
    type: 'application/json',
    // JSON can carry a NUL only escaped: a body without the escape needs no walk.
    verify: (req, _res, raw) => {
      if (raw.includes(NUL_ESCAPE)) (req as MayHoldNul)[mayHoldNul] = true;
    },
  });
  return (req, res, next) =>
    parse(req, res, (err?: unknown) => {
      if (err) return next(err);
      if ((req as MayHoldNul)[mayHoldNul] && holdsNul(req.body))
        return next(new ValidationError(NUL_IN_TEXT));
      next();
    });
}

/** PostgreSQL text cannot hold U+0000, so a body with it would fail at the store: refused before anything runs. */
export const NUL_IN_TEXT = 'Text may not contain the NUL character.';
const NUL_ESCAPE = '\\u0000';
const mayHoldNul = Symbol('mayHoldNul');
type MayHoldNul = { [mayHoldNul]?: boolean };

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (value === null || typeof value !== 'object') return false;
  for (const [key, inner] of Object.entries(value)) if (key.includes('\0') || holdsNul(inner)) return true;
  return false;
}

/**
 * PostgreSQL's own refusals of the text it was given (a NUL byte, a character its encoding cannot hold), for input
 * that reached a query another way than a JSON body (a query string): the client's mistake, not the service's.
 */
const TEXT_REFUSED_BY_DATABASE = new Set(['22021', '22P05']);
const isTextRefusedByDatabase = (err: unknown) =>
  TEXT_REFUSED_BY_DATABASE.has(databaseError(err)?.code ?? '');

/**
 * The database too busy to take the request now: a transaction chosen as a deadlock's victim or failing
 * serialisation, no connection free in the pool within its wait, the server out of connections or still starting,
 * a lock or statement time-out. The transaction was rolled back, so nothing was stored: the client may try again.
 */
const DATABASE_BUSY = new Set(['40P01', '40001', '53300', '57P03', '55P03', '57014']);
function isDatabaseBusy(err: unknown): boolean {
  if (DATABASE_BUSY.has(databaseError(err)?.code ?? '')) return true;
  for (let e = err, depth = 0; e instanceof Error && depth < 3; e = e.cause, depth++) {
    // pg-pool's wait for a free connection ran out (connectionTimeoutMillis); it sets no code.
    if (e.message === 'timeout exceeded when trying to connect') return true;
  }
  return false;
}

/** Seconds a client is asked to wait when the database is busy: such a queue clears in moments. */
export const DATABASE_BUSY_RETRY_AFTER_SECONDS = 2;

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new NotFoundError(`No route for ${req.method} ${req.path}`));
};

interface BodyParserError extends Error {
  type?: string;
  status?: number;
}

/** The one place errors become responses: typed errors keep their status, anything else is a logged 500. */
export function errorHandler(): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    let httpError: HttpError;
    if (err instanceof HttpError) httpError = err;
    else if (isBodyParserError(err)) httpError = fromBodyParser(err);
    // The router could not percent-decode a path parameter (`/api/courses/%E0%A4%A`): the client's mistake.
    else if (err instanceof URIError) httpError = new ValidationError('Invalid request path');
    else if (isTextRefusedByDatabase(err)) {
      req.log?.warn({ err }, 'text refused by the database');
      httpError = new ValidationError('Text contains a character that cannot be stored.');
    } else if (isDatabaseBusy(err)) {
      req.log?.warn({ err }, 'database busy');
      httpError = new UnavailableError(undefined, DATABASE_BUSY_RETRY_AFTER_SECONDS);
    } else {
      req.log?.error({ err }, 'unhandled error');
      httpError = new HttpError(500, INTERNAL_ERROR_MESSAGE, {
        code: 'internal',
      });
    }
    if (res.headersSent) return res.end();
    for (const [k, v] of Object.entries(httpError.headers ?? {})) res.setHeader(k, v);
    res.status(httpError.status).json(httpError.toBody());
  };
}

function isBodyParserError(err: unknown): err is BodyParserError {
  return err instanceof Error && typeof (err as BodyParserError).type === 'string';
}

function fromBodyParser(err: BodyParserError): HttpError {
  switch (err.type) {
    case 'entity.parse.failed':
      return new ValidationError('Malformed JSON in request body');
    case 'entity.too.large':
      return new PayloadTooLargeError();
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new UnsupportedMediaTypeError('Unsupported request encoding');
    default:
      return new HttpError(err.status && err.status < 500 ? err.status : 400, 'Invalid request body');
  }
}

export function baseApp(): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', false);
  app.set('query parser', 'simple');
  return app;
}
