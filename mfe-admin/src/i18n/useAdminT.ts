import { i18n, registerCatalogue, useTranslation } from '@canopy/i18n';
import { adminPluralsEn } from './plurals.en';

/** The namespace of the admin area's texts. */
export const ADMIN_NAMESPACE = 'admin';

// Keys are the English texts (docs/I18N.md): English needs no catalogue but for the singular of a few counted
// texts (bundled, tiny). Spanish is fetched when it is first needed.
registerCatalogue(ADMIN_NAMESPACE, {
  en: adminPluralsEn,
  es: () => import(/* webpackChunkName: "admin-es" */ './es').then((m) => m.adminEs),
});
registerCatalogue('messages', {
  es: () =>
    import(/* webpackChunkName: "admin-es-messages" */ './messages.es').then((m) => m.adminMessagesEs),
});

/** The admin area's `t`: `t('Create account')` is the English text as it stands, or its translation. */
export function useAdminT() {
  return useTranslation(ADMIN_NAMESPACE);
}

/** An admin text outside React (toasts, labels read at render time). */
export function adminText(key: string, options?: Record<string, unknown>): string {
  return i18n.t(key, { ns: ADMIN_NAMESPACE, ...options });
}
