/**
 * The shell's own pages, by where they are shown: AppRoutes maps each path to its page (a Record keyed by these,
 * so the type checker refuses a page without a path and a path without a page), and startPageEarly reads them
 * before React runs (a plain module: main.js may not load React itself). Every other path belongs to a remote.
 */
/** Shown on their own, without the layout. */
export const STANDALONE_PATHS = [
  '/auth',
  '/pending-approval',
  '/forgot-password',
  '/reset-password',
  '/spiritual-community',
] as const;
/** Shown inside the layout. */
export const LAYOUT_PATHS = ['/privacy-policy', '/terms-of-service', '/cookie-policy'] as const;

export type StandalonePath = (typeof STANDALONE_PATHS)[number];
export type LayoutPath = (typeof LAYOUT_PATHS)[number];
