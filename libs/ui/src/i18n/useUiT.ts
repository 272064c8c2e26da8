import { i18n, registerCatalogue, useTranslation } from '@canopy/i18n';

/** The namespace of the design system's own texts (a pager's Previous / Next, a dialog's Close, ...). */
export const UI_NAMESPACE = 'ui';

// Keys are the English texts (docs/I18N.md); English needs a catalogue only for the singular of counted texts
// (bundled, a few bytes). A counted text is given `count`, which picks the form, and `shown`, the number as the
// language writes it. Spanish is fetched when it is first needed, beside the page rather than before it.
registerCatalogue(UI_NAMESPACE, {
  en: {
    '{{shown}} replies_one': '{{shown}} reply',
    '{{shown}} replies_other': '{{shown}} replies',
  },
  es: () => import(/* webpackChunkName: "ui-es" */ './es').then((m) => m.uiEs),
});

/** The design system's `t`; a component re-renders when the language changes. */
export function useUiT() {
  return useTranslation(UI_NAMESPACE);
}

/** A design-system text outside React. */
export function uiText(key: string, options?: Record<string, unknown>): string {
  return i18n.t(key, { ns: UI_NAMESPACE, ...options });
}
