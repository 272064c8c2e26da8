import type { ComponentType } from 'react';
import type { RouteGuardName } from './guards';

/**
 * One page a remote contributes to the shell's router. A remote's `./routes` module default-exports an array of
 * these; `Component` should be `lazy(() => import('./pages/...'))` so each page is its own chunk.
 * The shell wraps every route in `RouteGuard`, an error boundary and Suspense.
 */
export interface AppRoute {
  /** Absolute path pattern in react-router syntax, e.g. '/forum/topics/:id'. */
  path: string;
  guard: RouteGuardName;
  Component: ComponentType;
  /** Document title for the page (the shell sets `{title} · Canopy`). */
  title?: string;
}

/** Identity helper that type-checks a remote's route list. */
export function defineRoutes(routes: AppRoute[]): AppRoute[] {
  return routes;
}
