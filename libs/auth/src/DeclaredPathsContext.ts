import { createContext } from 'react';

/**
 * Which page paths exist right now, as the shell learns them from /mfe-manifest.json. Links to pages a remote
 * has not declared (yet) are hidden with it, so no link of ours ever leads to our own 404 page.
 */
export interface DeclaredPaths {
  /** 'loading' until the manifest has been read; 'unavailable' if it could not be (nothing counts as declared). */
  status: 'loading' | 'ready' | 'unavailable';
  /** The remote that declares a page at this path (query and hash ignored), or null. */
  ownerOf(path: string): string | null;
  /** True when some remote declares a page at this path. */
  isDeclared(path: string): boolean;
  /** Asks the provider to read the manifest; consumers call it, so a page without such links never fetches it. */
  ensureLoaded(): void;
}

/** Provided by the shell (one instance, shared with every remote through the @canopy/auth singleton). */
export const DeclaredPathsContext = createContext<DeclaredPaths | null>(null);
