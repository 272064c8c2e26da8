import type { RequestHandler, Router } from 'express';
import { z } from 'zod';
import { MAX_ID } from './validate';

/**
 * Who may call a route, as the API document tells integrators. The route still enforces it with its own guard
 * (`requireRole`, `requireLearner`, the gateway's session check); this is what the document says about it.
 * - `public`: anyone; a session may widen the answer (an educator also sees their own pending courses).
 * - `user`: any signed-in account the route accepts.
 * - `educator`: an active educator or administrator.
 * - `admin`: an active administrator.
 */
export type RouteAuth = 'public' | 'user' | 'educator' | 'admin';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * One documented answer: the contract schema of a JSON body; or, for an error status, the words saying when it
 * happens (the body is then the error body `{ message, code, issues? }`); or all of it spelled out, e.g. a PDF.
 */
export type ResponseDeclaration =
  z.ZodType | string | { description: string; schema?: z.ZodType; contentType?: string };

/** What `defineRoute` registers and the OpenAPI document is generated from. */
export interface RouteDeclaration {
  method: HttpMethod;
  /** Express path of the public API: `/api/...`, parameters as `:name`. */
  path: `/api/${string}`;
  /** One line, for the document's list of operations. */
  summary: string;
  /** What a caller needs to know beyond the summary: rules, side effects, which error means what. */
  description?: string;
  tags: string[];
  auth: RouteAuth;
  /** Defaults to one derived from method and path (`post /api/users/:id/approve` → `postUsersByIdApprove`). */
  operationId?: string;
  /** Schemas of path parameters by name; a parameter not given here is documented as a string. */
  params?: z.ZodObject;
  /** The query the route validates with (its contract schema). */
  query?: z.ZodObject;
  /** The request body's contract schema (the one the route validates with). */
  body?: z.ZodType;
  /** Answers by status. 400 (with params, query or body), 401 and 403 (by `auth`) are added unless given. */
  responses: Record<number, ResponseDeclaration>;
}

const recorded = new WeakMap<object, RouteDeclaration[]>();

/**
 * Registers a public API route on `router` exactly like `router[method](path, ...handlers)` and records its
 * declaration, so the service's OpenAPI document (`routeDeclarations` → `openApiDocument`) always lists what
 * is really mounted. `/internal` routes are not public API: register those directly.
 */
export function defineRoute(
  router: Router,
  declaration: RouteDeclaration,
  ...handlers: RequestHandler[]
): void {
  assertDeclarable(declaration);
  recorded.set(router, [...(recorded.get(router) ?? []), declaration]);
  const register = router[declaration.method] as (path: string, ...h: RequestHandler[]) => unknown;
  register.call(router, declaration.path, ...handlers);
}

function assertDeclarable(d: RouteDeclaration): void {
  const where = `${d.method.toUpperCase()} ${d.path}`;
  if (!d.path.startsWith('/api/')) throw new Error(`${where}: only /api routes are declared`);
  // The document can express `:name` segments only; Express's `*splat` and `{optional}` have no OpenAPI form.
  if (/[*{}()?+]/.test(d.path)) throw new Error(`${where}: only plain :name parameters can be documented`);
  if (!d.summary.trim()) throw new Error(`${where}: a summary is required`);
  if (d.tags.length === 0) throw new Error(`${where}: at least one tag is required`);
  if (Object.keys(d.responses).length === 0) throw new Error(`${where}: at least one response is required`);
  const inPath = pathParameterNames(d.path);
  for (const name of Object.keys(d.params?.shape ?? {})) {
    if (!inPath.includes(name)) throw new Error(`${where}: params.${name} is not a parameter of the path`);
  }
}

/**
 * Row ids read with `idParam` (positive integers up to MAX_ID), for `params` or, `.partial()`, `query`:
 * `params: idFields('courseId', 'userId')`.
 */
export function idFields(...names: string[]): z.ZodObject {
  return z.object(Object.fromEntries(names.map((n) => [n, z.int().min(1).max(MAX_ID)])));
}

/** `:id` and `:courseId` of `/api/enrollments/course/:courseId/user/:id`. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
}

/** Express's own view of a layer: enough to find routes and mounted routers (router 2.x, Express 5). */
interface LayerLike {
  route?: { path?: unknown; methods?: Record<string, boolean> };
  handle?: unknown;
  rawPath?: unknown;
}

function layersOf(target: object): LayerLike[] {
  // An Express app keeps its layers on `app.router`; a Router is the stack holder itself.
  const holder = 'router' in target && target.router ? (target.router as object) : target;
  const stack = (holder as { stack?: unknown }).stack;
  return Array.isArray(stack) ? (stack as LayerLike[]) : [];
}

function joinPath(prefix: string, path: string): string {
  if (prefix === '' || prefix === '/') return path;
  return `${prefix.replace(/\/$/, '')}${path === '/' ? '' : path}`;
}

/**
 * Walks an app or router and every router mounted in it. Routers mounted at a regular expression or a list of
 * paths cannot be named and are skipped; the platform mounts its routers at plain paths.
 */
function walk(
  target: object,
  prefix: string,
  visit: (layer: LayerLike, prefix: string) => void,
  seen = new Set<object>(),
): void {
  if (seen.has(target)) return;
  seen.add(target);
  for (const layer of layersOf(target)) {
    visit(layer, prefix);
    const handle = layer.handle;
    if (
      layer.route ||
      typeof handle !== 'function' ||
      !Array.isArray((handle as { stack?: unknown }).stack)
    ) {
      continue;
    }
    if (typeof layer.rawPath !== 'string') continue;
    walk(handle, joinPath(prefix, layer.rawPath), visit, seen);
  }
}

/** Every declaration recorded by `defineRoute` on this router, or on any router mounted in this app or router. */
export function routeDeclarations(target: object): RouteDeclaration[] {
  const found: RouteDeclaration[] = [...(recorded.get(target) ?? [])];
  walk(target, '', (layer, prefix) => {
    const own = layer.handle && typeof layer.handle === 'function' ? recorded.get(layer.handle) : undefined;
    const mountedAt = typeof layer.rawPath === 'string' ? joinPath(prefix, layer.rawPath) : prefix;
    for (const d of own ?? [])
      found.push({ ...d, path: joinPath(mountedAt, d.path) as RouteDeclaration['path'] });
  });
  return found;
}

export interface MountedRoute {
  /** Upper case; `ALL` for `app.all`. */
  method: string;
  path: string;
}

/** Every route Express would answer, whether declared or not (what the document is checked against). */
export function mountedRoutes(target: object): MountedRoute[] {
  const routes: MountedRoute[] = [];
  walk(target, '', (layer, prefix) => {
    if (!layer.route || typeof layer.route.path !== 'string') return;
    for (const [method, on] of Object.entries(layer.route.methods ?? {})) {
      if (!on) continue;
      routes.push({
        method: method === '_all' ? 'ALL' : method.toUpperCase(),
        path: joinPath(prefix, layer.route.path),
      });
    }
  });
  return routes;
}
