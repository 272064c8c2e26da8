import { manifestStore } from './manifestStore';

// The registry is the remote pages' code, not the first page's: fetched with the first link pointed at.
const loadRegistry = () => import(/* webpackChunkName: "remote-registry" */ './remoteRegistry');

/** The same-origin path a link leads to, or null (another origin, a download, no link). */
function linkPath(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin ? url.pathname : null;
}

/**
 * When a link to another remote's page is pointed at or focused, that remote's entry starts loading
 * (remoteRegistry.warm: the runtime's `preloadRemote`), in the moment between intent and click. Only once the
 * manifest is known (it is read anyway for the links that depend on it), and never for the remote already shown:
 * the page's own remote is named in its HTML by the gateway. Returns a remover.
 */
export function warmRemotesOnIntent(): () => void {
  const onIntent = (event: Event) => {
    const path = linkPath(event.target);
    if (!path) return;
    const manifest = manifestStore.getSnapshot();
    const owner = manifest.status === 'ready' ? manifest.ownerOf(path) : null;
    if (owner)
      void loadRegistry().then(
        ({ remoteRegistry }) => remoteRegistry.warm(owner),
        () => undefined,
      );
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  return () => {
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
  };
}
