import { recordedDeclarations, type RouteDeclaration } from './api-routes';

/*
 * What an Express app or router really answers, found by walking its router stack: the declarations the API
 * document is made of, and every mounted route, declared or not (what the document and the skeleton test are
 * checked against).
 */

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

/** Every public (`/api`) declaration recorded by `defineRoute` on this router or any router mounted in it. */
export function routeDeclarations(target: object): RouteDeclaration[] {
  return allRouteDeclarations(target).filter((d) => d.auth !== 'internal');
}

/** Every declaration, `/internal` ones included (what the skeleton test holds every route to). */
export function allRouteDeclarations(target: object): RouteDeclaration[] {
  const found: RouteDeclaration[] = [...(recordedDeclarations(target) ?? [])];
  walk(target, '', (layer, prefix) => {
    const own =
      layer.handle && typeof layer.handle === 'function' ? recordedDeclarations(layer.handle) : undefined;
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
