import type { Request, RequestHandler, Response, Router } from 'express';
import { z } from 'zod';
import type { Identity } from '@canopy/contracts';
import { UnauthenticatedError, ValidationError } from './errors';
import { requireActiveRole, requireCaller, requireUser } from './identity-middleware';
import { MAX_ID, validate } from './validate';

/**
 * Who may call a route. The declaration is both what the API document tells integrators and the guard the route
 * runs before anything else (a finer rule goes in `guard`):
 * - `public`: anyone; a session may widen the answer (an educator also sees their own pending courses).
 * - `user`: any signed-in account, whatever its status (a pending educator reads their own account).
 * - `educator`: an active educator or administrator.
 * - `admin`: an active administrator.
 * - `internal`: another service or the gateway, never a browser (`/internal` paths, not in the API document).
 */
export const routeAuthLevels = ['public', 'user', 'educator', 'admin', 'internal'] as const;
export type RouteAuth = (typeof routeAuthLevels)[number];

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * One documented answer: the contract schema of a JSON body; or, for an error status, the words saying when it
 * happens (the body is then the error body `{ message, code, issues? }`); or all of it spelled out, e.g. a PDF.
 */
export type ResponseDeclaration =
  z.ZodType | string | { description: string; schema?: z.ZodType; contentType?: string };

type Maybe<T> = T | undefined;

/** What `defineRoute` registers, enforces and the OpenAPI document is generated from. */
export interface RouteDeclaration<
  A extends RouteAuth = RouteAuth,
  P extends Maybe<z.ZodObject> = Maybe<z.ZodObject>,
  Q extends Maybe<z.ZodType> = Maybe<z.ZodType>,
  B extends Maybe<z.ZodType> = Maybe<z.ZodType>,
> {
  method: HttpMethod;
  /** Express path: `/api/...` (public API) or `/internal/...` (auth `internal`), parameters as `:name`. */
  path: `/api/${string}` | `/internal/${string}`;
  /** One line, for the document's list of operations. */
  summary: string;
  /** What a caller needs to know beyond the summary: rules, side effects, which error means what. */
  description?: string;
  tags: readonly string[];
  auth: A;
  /**
   * For `internal` routes (required there): the services allowed to call it, by the name they sign with
   * (`gateway` for the gateway's own calls); any other caller is refused 403.
   */
  callers?: readonly string[];
  /** The 403 message when the auth level refuses a signed-in user (default: the generic one). */
  deniedMessage?: string;
  /** The 401 message for a visitor (default: the generic one), e.g. the forum's "log in to take part". */
  signInMessage?: string;
  /**
   * A finer rule run after the auth level's guard and before parsing: throws an HttpError to refuse (for
   * example "an active member who may post", "the session's host").
   */
  guard?: (req: Request) => void | Promise<void>;
  /** Middleware that must see the raw request before parsing (a multipart reader). Runs after the guards. */
  before?: RequestHandler[];
  /** Defaults to one derived from method and path (`post /api/users/:id/approve` → `postUsersByIdApprove`). */
  operationId?: string;
  /**
   * Every path parameter's schema, by name (required when the path has parameters). Values arrive as strings;
   * a number field receives the digits as a number. A refusal answers 400 `Invalid <name>`.
   */
  params?: P;
  /** The query's contract schema (it reads strings). */
  query?: Q;
  /** The request body's contract schema. */
  body?: B;
  /**
   * How the body arrives, for the API document (default `application/json`). A `multipart/form-data` body is read
   * by a `before` reader, which leaves its text fields for `body` to parse.
   */
  bodyContentType?: 'application/json' | 'multipart/form-data';
  /** Answers by status. 400 (with params, query or body), 401 and 403 (by `auth`) are added unless given. */
  responses: Record<number, ResponseDeclaration>;
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler receives: the parsed input and the caller, checked before it runs. */
export interface RouteInput<A extends RouteAuth, P, Q, B> {
  params: P extends z.ZodObject ? z.output<P> : Record<string, never>;
  query: Parsed<Q>;
  body: Parsed<B>;
  /** The signed-in user (always there for `user`, `educator` and `admin` routes). */
  user: A extends 'user' | 'educator' | 'admin' ? Identity : Identity | null;
  /** The calling service for `internal` routes (the token's `service` claim). */
  callerService: string | undefined;
  /** The client's address from the gateway's signed identity (per-address limits, audit); null for a service. */
  clientAddress: string | null;
}

export type RouteHandler<A extends RouteAuth, P, Q, B> = (
  input: RouteInput<A, P, Q, B>,
  req: Request,
  res: Response,
) => unknown;

const recorded = new WeakMap<object, RouteDeclaration[]>();

/** What `defineRoute` recorded on this router itself (see route-inventory for an app's whole tree). */
export function recordedDeclarations(router: object): RouteDeclaration[] | undefined {
  return recorded.get(router);
}

/**
 * Registers a route on `router` and records its declaration, so the service's OpenAPI document
 * (`routeDeclarations` → `openApiDocument`) always lists what is really mounted, and the route does what it
 * declares: the auth level's guard, then `guard`, then `before`, then params, query and body parsed with the
 * declared schemas (400 with the contract's message), then the handler with the parsed input. Errors thrown
 * or rejected anywhere reach the service's error handler.
 */
export function defineRoute<
  A extends RouteAuth,
  P extends Maybe<z.ZodObject> = undefined,
  Q extends Maybe<z.ZodType> = undefined,
  B extends Maybe<z.ZodType> = undefined,
>(router: Router, declaration: RouteDeclaration<A, P, Q, B>, handler: RouteHandler<A, P, Q, B>): void {
  const d = declaration as RouteDeclaration;
  assertDeclarable(d);
  recorded.set(router, [...(recorded.get(router) ?? []), d]);
  const stack: RequestHandler[] = [authGuard(d)];
  if (d.guard) {
    const guard = d.guard;
    stack.push(async (req, _res, next) => {
      await guard(req);
      next();
    });
  }
  stack.push(...(d.before ?? []));
  stack.push(async (req, res) => {
    const input = {
      params: d.params ? parseParams(d.params, req.params) : {},
      query: d.query ? validate(d.query, req.query) : undefined,
      body: d.body ? validate(d.body, req.body) : undefined,
      user: req.identity,
      callerService: req.callerService,
      clientAddress: req.clientAddress,
    } as RouteInput<A, P, Q, B>;
    await handler(input, req, res);
  });
  const register = router[d.method] as (path: string, ...h: RequestHandler[]) => unknown;
  register.call(router, d.path, ...stack);
}

function authGuard(d: RouteDeclaration): RequestHandler {
  const levelGuard = levelGuardOf(d);
  const signInMessage = d.signInMessage;
  if (!signInMessage || d.auth === 'public' || d.auth === 'internal') return levelGuard;
  return (req, res, next) =>
    req.identity ? levelGuard(req, res, next) : next(new UnauthenticatedError(signInMessage));
}

function levelGuardOf(d: RouteDeclaration): RequestHandler {
  switch (d.auth) {
    case 'public':
      return (_req, _res, next) => next();
    case 'user':
      return requireUser;
    case 'educator':
      return requireActiveRole(['educator', 'admin'], d.deniedMessage);
    case 'admin':
      return requireActiveRole(['admin'], d.deniedMessage);
    case 'internal':
      return requireCaller(d.callers ?? []);
  }
}

/** Path values are strings: digits become a number for a number field, so `z.int()` ids parse as ids. */
function parseParams(schema: z.ZodObject, raw: Request['params']): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.shape)) {
    const value = raw[name] as string | undefined;
    values[name] =
      isNumberField(field as z.ZodType) && /^\d{1,10}$/.test(value ?? '') ? Number(value) : value;
  }
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  const name = String(result.error.issues[0]?.path[0] ?? 'parameter');
  throw new ValidationError(`Invalid ${name}`, [{ path: name, message: `Invalid ${name}` }]);
}

function isNumberField(field: z.ZodType): boolean {
  let def = field._zod.def as { type: string; innerType?: z.ZodType; in?: z.ZodType };
  // Look through optional/default/pipe wrappers to what the value must be.
  while (def.innerType || (def.type === 'pipe' && def.in)) {
    def = (def.innerType ?? def.in)!._zod.def as typeof def;
  }
  return def.type === 'number';
}

function assertDeclarable(d: RouteDeclaration): void {
  const where = `${String(d.method).toUpperCase()} ${d.path}`;
  if (!routeAuthLevels.includes(d.auth))
    throw new Error(`${where}: declare an auth level (${routeAuthLevels.join(', ')})`);
  const internal = d.auth === 'internal';
  if (internal !== d.path.startsWith('/internal/')) {
    throw new Error(`${where}: /internal paths, and only they, have auth 'internal'`);
  }
  if (internal && !d.callers?.length)
    throw new Error(`${where}: an internal route names the services that call it`);
  if (!internal && d.callers) throw new Error(`${where}: only internal routes name callers`);
  if (!internal && !d.path.startsWith('/api/'))
    throw new Error(`${where}: only /api and /internal routes are declared`);
  // The document can express `:name` segments only; Express's `*splat` and `{optional}` have no OpenAPI form.
  if (/[*{}()?+]/.test(d.path)) throw new Error(`${where}: only plain :name parameters can be documented`);
  if (!d.summary.trim()) throw new Error(`${where}: a summary is required`);
  if (d.tags.length === 0) throw new Error(`${where}: at least one tag is required`);
  if (Object.keys(d.responses).length === 0) throw new Error(`${where}: at least one response is required`);
  const inPath = pathParameterNames(d.path);
  const declared = Object.keys(d.params?.shape ?? {});
  for (const name of declared) {
    if (!inPath.includes(name)) throw new Error(`${where}: params.${name} is not a parameter of the path`);
  }
  for (const name of inPath) {
    if (!declared.includes(name))
      throw new Error(`${where}: path parameter :${name} needs a schema in params`);
  }
}

/**
 * Row ids (positive integers up to MAX_ID), for `params` or, `.partial()`, `query`:
 * `params: idFields('courseId', 'userId')`.
 */
export function idFields<const N extends string>(...names: N[]): z.ZodObject<Record<N, z.ZodNumber>> {
  return z.object(Object.fromEntries(names.map((n) => [n, z.int().min(1).max(MAX_ID)]))) as never;
}

/** `:id` and `:courseId` of `/api/enrollments/course/:courseId/user/:id`. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
}
