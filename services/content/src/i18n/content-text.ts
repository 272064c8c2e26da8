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

/**
 * What the assistant's chat modes are told about the educator's language: their prompt already asks for the
 * language of the question; a Spanish-speaking educator's short or mixed message (a pasted English quotation, a
 * term) should still be answered in Spanish. None for English, the default.
 */
export function answerIn(language: AccountLanguage): string {
  return language === 'es'
    ? '\nThe educator uses Canopy in Spanish: answer in Spanish (español), unless their message is plainly written in another language.'
    : '';
}
