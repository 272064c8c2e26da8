import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@canopy/contracts';
import type { RouteGuardName } from './guards';

/** A page's module, as `import('./pages/SomePage')` gives it. */
export interface PageModule {
  default: ComponentType;
}

/**
 * A page loaded on first use: React.lazy for whoever renders it, plus `load`, with which the shell fetches the
 * page before rendering it. A lazy page that suspends shows its fallback, and React then holds the page back for
 * up to 300 ms (its Suspense throttle); a page loaded first is shown as soon as it is there.
 */
export type LazyPage = LazyExoticComponent<ComponentType> & { load: () => Promise<PageModule> };

/** `lazyPage(() => import('./pages/SomePage'))`: each page is its own chunk, loadable ahead by the shell. */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  return Object.assign(lazy(load), { load });
}

/** The loader of a page made with `lazyPage`, or null for any other component. */
export function pageLoader(Component: ComponentType): (() => Promise<PageModule>) | null {
  const load = (Component as Partial<LazyPage>).load;
  return typeof load === 'function' ? load : null;
}

/**
 * One page a remote contributes to the shell's router. A remote's `./routes` module default-exports an array of
 * these; `Component` should be `lazyPage(() => import('./pages/...'))` so each page is its own chunk.
 * The shell wraps every route in `RouteGuard`, an error boundary and Suspense.
 */
export interface AppRoute {
  /** Absolute path pattern in react-router syntax, e.g. '/forum/topics/:id'. */
  path: string;
  guard: RouteGuardName;
  Component: ComponentType;
  /**
   * Document title for the page (the shell sets `{title} · Canopy` until the page names itself): an English key of
   * `titleNamespace`'s catalogue, shown in the page's language (mark it with `msgKey`).
   */
  title?: string;
  /** The catalogue namespace of `title` (the remote's own); without it, a key of the shell's catalogue. */
  titleNamespace?: string;
  /**
   * Starts the reads the page makes first, so that they travel while the page's chunk downloads instead of after
   * it has rendered. The shell calls it once the guard has let the caller in, once per visit of the page. It must
   * use the page's own query keys and options, so that the page finds these reads instead of making others.
   */
  prefetch?: (context: PagePrefetchContext) => void;
}

/** What a page's `prefetch` is given: the route's parameters, the URL's query, the shell's QueryClient, the caller. */
export interface PagePrefetchContext {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  queryClient: QueryClient;
  user: User | null;
}

/** Identity helper that type-checks a remote's route list. */
export function defineRoutes(routes: AppRoute[]): AppRoute[] {
  return routes;
}
