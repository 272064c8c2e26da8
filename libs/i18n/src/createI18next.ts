// The i18next instance, in its own chunk: fetched when a language other than English is needed, else once the
// page is idle (translator.ts), so /auth paints without it (docs/I18N.md).
import i18next, { type i18n as I18next, type PostProcessorModule } from 'i18next';
import { PSEUDO_LANGUAGE } from './languages';
import { pseudoLocalise } from './pseudo';

export type { I18next };

/** An i18next instance for Canopy's catalogues: flat English-sentence keys, one namespace per package. */
export function createI18next(language: string, fallback: string): I18next {
  const instance = i18next.createInstance();
  const pseudo: PostProcessorModule = {
    type: 'postProcessor',
    name: 'pseudo',
    process: (value: string) => (instance.language === PSEUDO_LANGUAGE ? pseudoLocalise(value) : value),
  };
  void instance.use(pseudo).init({
    lng: language,
    fallbackLng: fallback,
    ns: [],
    defaultNS: 'common',
    fallbackNS: false,
    // Keys are English sentences ("Sign in. It's free: no card needed."): a '.' or ':' is text, not a path.
    keySeparator: false,
    nsSeparator: false,
    // React escapes what it renders; escaping here too would show "&amp;" in names.
    interpolation: { escapeValue: false },
    postProcess: ['pseudo'],
    resources: {},
    initAsync: false, // no backend: the catalogues are added as their packages register them
  });
  return instance;
}
