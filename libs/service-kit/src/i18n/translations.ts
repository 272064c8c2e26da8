import { createInstance } from 'i18next';
import type { AccountLanguage } from '@canopy/contracts';

/** A language's texts keyed by their English wording (i18next's format; English itself needs none). */
export type ServerCatalogue = Readonly<Record<string, string>>;

/** Words one text in one language: `{{name}}` values filled in, plural keys (`_one`, `_other`, ...) chosen. */
export type ServerText = (key: string, values?: Record<string, unknown>) => string;

export interface Translations {
  /** The text function of a language; English keys come back as they are (they are the English texts). */
  in(language: AccountLanguage | null | undefined): ServerText;
}

/**
 * A service's own translator (issue 33): one i18next instance per service, its catalogues given at once, so
 * nothing is loaded later and no other service's texts are shared. Keys are the English texts (gettext style):
 * no key or namespace separators, no HTML escaping (mail and PDF text is plain text).
 */
export function createTranslations(catalogues: {
  /** Only English plural forms (`'{{count}} minutes_one'`): a plain English key is its own text. */
  en?: ServerCatalogue;
  es: ServerCatalogue;
}): Translations {
  const instance = createInstance();
  void instance.init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en', 'es'],
    resources: { en: { translation: catalogues.en ?? {} }, es: { translation: catalogues.es } },
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const fixed = { en: instance.getFixedT('en'), es: instance.getFixedT('es') };
  return {
    in(language) {
      const t = fixed[language ?? 'en'];
      return (key, values) => t(key, values ?? {});
    },
  };
}
