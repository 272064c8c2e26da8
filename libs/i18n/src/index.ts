// @canopy/i18n — the platform's languages: one translator (i18next, loaded when needed) shared by the shell and every
// remote (a Module Federation singleton), each package's catalogue registered under its namespace. Dates and
// numbers: ./format.
import { registerCatalogue } from './i18n';

export {
  DEFAULT_LANGUAGE,
  isLanguage,
  languageNames,
  languages,
  pickLanguage,
  PSEUDO_LANGUAGE,
  type Language,
} from './languages';
export {
  changeLanguage,
  currentLanguage,
  i18n,
  initialLanguage,
  loadLanguage,
  LANGUAGE_STORAGE_KEY,
  registerCatalogue,
  type Catalogue,
  type CatalogueSource,
  type TranslationOf,
} from './i18n';
export {
  commonText,
  localiseApiMessage,
  MESSAGES_NAMESPACE,
  msgKey,
  translateMessage,
  translateStored,
} from './messages';
export type { StoredTextRef } from './messages';
export { useTranslation } from './useTranslation';
export { Translator } from './translator';

// Only read in a language other than English (English shows the API's own messages): fetched on demand.
registerCatalogue('common', {
  en: () => import('./catalogues/common.en').then((m) => m.commonEn),
  es: () => import('./catalogues/common.es').then((m) => m.commonEs),
});
