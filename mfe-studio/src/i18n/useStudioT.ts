import { i18n, registerCatalogue, useTranslation } from '@canopy/i18n';
import { studioBuilderEn } from './en.builder';

/** The namespace of the studio's texts. */
export const STUDIO_NAMESPACE = 'studio';

// Keys are the English texts (docs/I18N.md): English needs no catalogue. Spanish comes in two chunks, one per area
// of the studio (course building; ebooks, assistant and the educator's pages), each fetched when Spanish is first
// needed; both extend the one namespace.
// English only for the course-building texts whose wording changes with a count ('{{count}} modules_one'), bundled.
registerCatalogue(STUDIO_NAMESPACE, { en: studioBuilderEn });
registerCatalogue(STUDIO_NAMESPACE, {
  es: () => import(/* webpackChunkName: "studio-es-builder" */ './es.builder').then((m) => m.studioBuilderEs),
});
registerCatalogue(STUDIO_NAMESPACE, {
  es: () =>
    import(/* webpackChunkName: "studio-es-authoring" */ './es.authoring').then((m) => m.studioAuthoringEs),
});
registerCatalogue('messages', {
  es: () =>
    import(/* webpackChunkName: "studio-es-messages" */ './messages.es').then((m) => m.studioMessagesEs),
});

/** The studio's `t`: `t('Course Builder')` is the English text as it stands, or its translation. */
export function useStudioT() {
  return useTranslation(STUDIO_NAMESPACE);
}

/** A studio text outside React (labels read at render time, toasts). */
export function studioText(key: string, options?: Record<string, unknown>): string {
  return i18n.t(key, { ns: STUDIO_NAMESPACE, ...options });
}
