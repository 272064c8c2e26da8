// The auth layer's toasts (spec 000 sections 4 and 8), registered as the `auth` namespace of @canopy/i18n.
import { i18n, registerCatalogue } from '@canopy/i18n';
import type { authEn } from './authEn';

// Toasts show after a request, long after this chunk arrives: fetched as the module loads, not before /auth shows.
registerCatalogue('auth', {
  en: () => import('./authEn').then((m) => m.authEn),
  es: () => import('./authEs').then((m) => m.authEs),
});

/** An auth text in the current language (read when the toast is shown, so a switch applies at once). */
export function authText(
  key: keyof typeof authEn | 'pendingEducators',
  options?: Record<string, unknown>,
): string {
  return i18n.t(key, { ns: 'auth', ...options });
}
