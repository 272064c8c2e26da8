import type { RouteGuardName } from '@canopy/auth';

/**
 * Every page of the admin remote: its path (a react-router pattern), the module of its page (routes.tsx imports it
 * lazily) and its guard (who may open it). This is the one list: routes.tsx gives each path its page, and the
 * build publishes it beside remoteEntry.js (dist/canopy-routes.json). From it the gateway's /mfe-manifest.json tells
 * the shell these paths are ours, and a page's HTML names the chunks the page needs to those its guard lets in. A
 * plain module (type imports only): the build evaluates it.
 *
 * The `admin` guard sends visitors to /auth and every other account to /.
 */
export const pages = {
  '/admin': { page: './pages/AdminDashboardPage', guard: 'admin' },
} as const satisfies Record<string, { page: `./${string}`; guard: RouteGuardName }>;

export type AdminPath = keyof typeof pages;

export const paths = Object.keys(pages) as AdminPath[];
