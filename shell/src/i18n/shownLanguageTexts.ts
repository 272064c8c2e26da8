import { DEFAULT_LANGUAGE, i18n, loadLanguage } from '@canopy/i18n';

/**
 * What a frame of the shell or a remote's page waits for before it is drawn, so that it never shows English in
 * another language: the shown language's catalogues registered so far (their fetch started as they registered)
 * and i18next. Resolved at once in English, which paints from its keys and waits for nothing. It never rejects: a
 * catalogue that cannot be fetched shows English (`loadLanguage`).
 */
export function shownLanguageTexts(): Promise<void> {
  return i18n.language === DEFAULT_LANGUAGE ? Promise.resolve() : loadLanguage(i18n.language);
}
