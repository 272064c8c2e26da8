import type { AccountLanguage } from '@canopy/contracts';
import { createTranslations, type ServerText } from '@canopy/service-kit';
import { contentEs } from './es';

const translations = createTranslations({ es: contentEs });

/** The content service's texts in a language (English keys are the texts themselves). */
export function contentText(language: AccountLanguage | null | undefined): ServerText {
  return translations.in(language);
}

/**
 * What the model is told about the language of what it writes, for the answers whose language the request does
 * not show (course ideas from a topic, course material): the educator's language. None for English, the default.
 */
export function writeIn(language: AccountLanguage): string {
  return language === 'es'
    ? '\nWrite everything you produce in Spanish (español), in a neutral international register, whatever the language of the topic.'
    : '';
}
