import { i18n, registerCatalogue, useTranslation } from '@canopy/i18n';
import { forumEn } from './en';

/** The namespace of the forum's texts. */
export const FORUM_NAMESPACE = 'forum';

// Keys are the English texts (docs/I18N.md). English is bundled and holds only the plural forms ("1 reply" /
// "3 replies"), which one English key cannot say; Spanish is fetched when first needed.
registerCatalogue(FORUM_NAMESPACE, {
  en: forumEn,
  es: () => import(/* webpackChunkName: "forum-es" */ './es').then((m) => m.forumEs),
});
registerCatalogue('messages', {
  es: () =>
    import(/* webpackChunkName: "forum-es-messages" */ './messages.es').then((m) => m.forumMessagesEs),
});

/** The forum's `t`: `t('New Discussion')` is the English text as it stands, or its translation. */
export function useForumT() {
  return useTranslation(FORUM_NAMESPACE);
}

/** A forum text outside React (toasts, texts read at render time). */
export function forumText(key: string, options?: Record<string, unknown>): string {
  return i18n.t(key, { ns: FORUM_NAMESPACE, ...options });
}
