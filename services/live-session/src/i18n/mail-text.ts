import type { AccountLanguage } from '@canopy/contracts';
import { createTranslations, type ServerText } from '@canopy/service-kit';
import { liveSessionEs } from './es';

const translations = createTranslations({ es: liveSessionEs });

/**
 * The service's texts in a recipient's language (their account's; English when they chose none): keys are the
 * English texts, word for word the specification's.
 */
export function mailText(language: AccountLanguage | null | undefined): ServerText {
  return translations.in(language);
}
