/**
 * Registers the service worker (dist/sw.js, src/sw/) in a production build, once the page has loaded: it never
 * competes with a page's first files, and it adds nothing but this function to what /auth runs before it works.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('[offline] the service worker was not registered:', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
