import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { pageLoader } from '@canopy/auth';
import { shownLanguageTexts } from '../i18n/shownLanguageTexts';

type Entry =
  | { status: 'loading'; promise: Promise<void> }
  | { status: 'ready'; Page: ComponentType }
  | { status: 'error'; error: unknown };

// One load per page for the whole visit: coming back to a page shows it at once.
const pages = new WeakMap<ComponentType, Entry>();

function entryFor(Component: ComponentType, load: NonNullable<ReturnType<typeof pageLoader>>): Entry {
  const known = pages.get(Component);
  if (known) return known;
  const promise = load().then(
    // The page's texts are part of the page: its remote's catalogue (registered when its routes loaded) may still
    // be on its way when the chunk arrives, and a page shown before it would flash English.
    (mod) =>
      shownLanguageTexts().then(() => void pages.set(Component, { status: 'ready', Page: mod.default })),
    (error: unknown) => void pages.set(Component, { status: 'error', error }),
  );
  const entry: Entry = { status: 'loading', promise };
  pages.set(Component, entry);
  return entry;
}

/**
 * A remote's page (made with `lazyPage`) loaded before it is rendered: null while its chunk (and, in a language
 * other than English, that language's texts) load, then the page itself. Rendered directly, it never suspends, so
 * React does not hold it back behind a Suspense fallback. A failed load is thrown to the remote's error boundary
 * (until `forgetFailedLoad`, which its Retry calls). Any other component is returned as it is.
 */
export function useLoadedPage(Component: ComponentType): ComponentType | null {
  const load = pageLoader(Component);
  const entry = load ? entryFor(Component, load) : null;
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (entry?.status !== 'loading') return;
    let mounted = true;
    void entry.promise.then(() => mounted && setLoaded((n) => n + 1));
    return () => {
      mounted = false;
    };
  }, [entry]);

  if (!entry) return Component;
  if (entry.status === 'error') throw entry.error;
  return entry.status === 'ready' ? entry.Page : null;
}

/** Starts loading a page (made with `lazyPage`) ahead of its first render; the render then joins this load. */
export function preloadPage(Component: ComponentType): void {
  const load = pageLoader(Component);
  if (load) entryFor(Component, load);
}

/** Lets the next render of this page load it again after a failed load. */
export function forgetFailedLoad(Component: ComponentType): void {
  if (pages.get(Component)?.status === 'error') pages.delete(Component);
}
