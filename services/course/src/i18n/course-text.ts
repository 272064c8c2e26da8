import type { AccountLanguage } from '@canopy/contracts';
import { createTranslations, type ServerText } from '@canopy/service-kit';
import { courseEs } from './es';

const translations = createTranslations({ es: courseEs });

/** The course service's texts in a language (English keys are the texts themselves). */
export function courseText(language: AccountLanguage | null | undefined): ServerText {
  return translations.in(language);
}

/** The locale dates are written in: the specification's US English, else the language. */
export const dateLocale = (language: AccountLanguage): string => (language === 'es' ? 'es' : 'en-US');
