import { i18n, registerCatalogue, useTranslation } from '@canopy/i18n';
import { learnEn } from './en';
import { learnBrowseEn } from './en.browse';

/** The namespace of the learner area's texts. */
export const LEARN_NAMESPACE = 'learn';

// Keys are the English texts (docs/I18N.md): English needs no catalogue. Spanish comes in two chunks, one per area
// of the learner area (browsing: home, catalogue, course detail, learning profile; studying: the enrolled course, lessons, quizzes, live sessions, certificates), each fetched when Spanish is first
// needed; both extend the one namespace.
// English is bundled: only its singular forms ('{{n}} chapters_one': '{{n}} chapter'), the keys being the rest.
registerCatalogue(LEARN_NAMESPACE, { en: learnEn });
// The browsing screens' counted texts, both English forms ('{{shown}} lessons_one' / '_other').
registerCatalogue(LEARN_NAMESPACE, { en: learnBrowseEn });
registerCatalogue(LEARN_NAMESPACE, {
  es: () => import(/* webpackChunkName: "learn-es-browse" */ './es.browse').then((m) => m.learnBrowseEs),
});
registerCatalogue(LEARN_NAMESPACE, {
  es: () => import(/* webpackChunkName: "learn-es-study" */ './es.study').then((m) => m.learnStudyEs),
});
registerCatalogue('messages', {
  es: () =>
    import(/* webpackChunkName: "learn-es-messages" */ './messages.es').then((m) => m.learnMessagesEs),
});

/** The learner area's `t`: `t('My Courses')` is the English text as it stands, or its translation. */
export function useLearnT() {
  return useTranslation(LEARN_NAMESPACE);
}

/** A learner-area text outside React (labels read at render time, toasts). */
export function learnText(key: string, options?: Record<string, unknown>): string {
  return i18n.t(key, { ns: LEARN_NAMESPACE, ...options });
}
