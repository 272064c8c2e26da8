import { translateStored } from '@canopy/i18n';
import type { UserNotification } from '@canopy/contracts';
// The notifications' templates are translated in the shell's `messages` catalogue.
import '../../i18n/messages';

/**
 * A notification's title and message as the page shows them: the stored English sentences in English; in another
 * language their templates translated with the stored values, or the English for a row stored without them.
 */
export function shownNotification(n: UserNotification): { title: string; message: string } {
  return {
    title: translateStored(n.titleText, n.title),
    message: translateStored(n.messageText, n.message),
  };
}
