import { startEarlyRequest } from './earlyRequests';
import { firstReadsNamed } from './firstReadsNamed';
import { loadFederationRuntime } from './federation/loadFederationRuntime';
import { loadManifestParser } from './federation/loadManifestParser';
import { MANIFEST_URL } from './federation/manifestUrl';
import { loadRemoteRoutes } from './federation/loadRemoteRoutes';
import { loadAppLayout } from './layout/loadAppLayout';
import { loadAuthPage } from './pages/auth/loadAuthPage';
import { LAYOUT_PATHS, STANDALONE_PATHS } from './shellPaths';

/** USER_QUERY_KEY's path in @canopy/auth (a shared module main.js may not load): the shell hands it over there. */
export const USER_PATH = '/api/user';

const standalone = new Set<string>(STANDALONE_PATHS);
const inLayout = new Set<string>(LAYOUT_PATHS);

/**
 * Starts the downloads the page at `pathname` will need as soon as main.js runs, beside the bootstrap, instead of
 * one after another as the app renders its way down to them: the sign-in page's chunk on /auth; elsewhere the
 * layout, and on a remote's page the catch-all, the manifest with its parser, the federation runtime and the owning
 * remote's routes, and the API reads the page's HTML names (its main content's first reads). The current user is
 * asked for at once on every page: every page waits for it (the guards, the header, the sign-in page's redirect).
 */
export function startPageEarly(pathname: string): void {
  startEarlyRequest(USER_PATH);
  if (pathname === '/auth') {
    ahead(loadAuthPage());
    return;
  }
  if (standalone.has(pathname)) return;
  // The reads the page's main content waits for, which its remote's code would only ask for once it has run.
  for (const read of firstReadsNamed(document)) startEarlyRequest(read);
  ahead(loadAppLayout());
  if (inLayout.has(pathname)) return;
  // Revalidated with the gateway every time, as the manifest store reads it: it changes when a remote is deployed.
  startEarlyRequest(MANIFEST_URL, { cache: 'no-cache' });
  ahead(loadManifestParser());
  ahead(loadFederationRuntime());
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
