import { loadRemoteRoutes } from './federation/loadRemoteRoutes';
import { loadAppLayout } from './layout/loadAppLayout';
import { loadAuthPage } from './pages/auth/loadAuthPage';

// The shell's own pages outside the layout (see AppRoutes).
const STANDALONE_PAGES = new Set([
  '/pending-approval',
  '/forgot-password',
  '/reset-password',
  '/spiritual-community',
]);
// The shell's own pages inside the layout (see AppRoutes); every other path belongs to a remote.
const LAYOUT_PAGES = new Set(['/privacy-policy', '/terms-of-service', '/cookie-policy']);

/**
 * Starts the downloads the page at `pathname` will need as soon as main.js runs, beside the bootstrap, instead of
 * one after another as the app renders its way down to them: the sign-in page's chunk on /auth; elsewhere the
 * layout, and on a remote's page the catch-all, the manifest and the owning remote's routes.
 */
export function startPageEarly(pathname: string): void {
  if (pathname === '/auth') {
    ahead(loadAuthPage());
    return;
  }
  if (STANDALONE_PAGES.has(pathname)) return;
  ahead(loadAppLayout());
  if (LAYOUT_PAGES.has(pathname)) return;
  ahead(loadRemoteRoutes());
  ahead(
    import(/* webpackChunkName: "preload-remote-page" */ './federation/preloadRemotePage').then((m) =>
      m.preloadRemotePage(pathname),
    ),
  );
}

/**
 * A download started ahead of need. Its failure is not reported here: the component that needs the code imports
 * it again when it renders, and shows the failure or retries then.
 */
function ahead(work: Promise<unknown>): void {
  work.catch(() => undefined);
}
