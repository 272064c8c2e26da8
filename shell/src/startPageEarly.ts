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
    void loadAuthPage();
    return;
  }
  if (STANDALONE_PAGES.has(pathname)) return;
  void loadAppLayout();
  if (LAYOUT_PAGES.has(pathname)) return;
  void loadRemoteRoutes();
  void import(/* webpackChunkName: "preload-remote-page" */ './federation/preloadRemotePage').then((m) =>
    m.preloadRemotePage(pathname),
  );
}
