import { useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { DeclaredPathsContext, SiteLinksContext } from '@canopy/auth';
import type { SiteLinks } from '@canopy/contracts';
import type { DeclaredPaths } from '@canopy/auth';
import { manifestStore } from './manifestStore';

const nobody = () => null;
const noLinks: SiteLinks = {};

/**
 * Gives the shell's layout and every remote (through the shared @canopy/auth context) the paths the remotes
 * declare in /mfe-manifest.json, for `useIsPathDeclared` / `DeclaredLink`. The same matcher decides which remote
 * renders a path, so a link is shown exactly when its page exists. The manifest's configured home site and support
 * address go the same way (`useSiteLinks`).
 */
export function DeclaredPathsProvider({ children }: { children: ReactNode }) {
  const manifest = useSyncExternalStore(
    manifestStore.subscribe,
    manifestStore.getSnapshot,
    manifestStore.getSnapshot,
  );
  const value = useMemo<DeclaredPaths>(() => {
    const ownerOf = manifest.status === 'ready' ? manifest.ownerOf : nobody;
    return {
      status: manifest.status === 'ready' ? 'ready' : manifest.status === 'error' ? 'unavailable' : 'loading',
      ownerOf,
      isDeclared: (path) => ownerOf(path) !== null,
      ensureLoaded: manifestStore.ensureLoaded,
    };
  }, [manifest]);
  const site = manifest.status === 'ready' ? manifest.site : noLinks;
  return (
    <DeclaredPathsContext.Provider value={value}>
      <SiteLinksContext.Provider value={site}>{children}</SiteLinksContext.Provider>
    </DeclaredPathsContext.Provider>
  );
}
