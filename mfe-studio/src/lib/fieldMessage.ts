import { translateMessage } from '@canopy/i18n';

/**
 * A form field's validation message (the contracts' English sentence, or the form's own) in the current language;
 * undefined when the field has none, so `<Field error>` stays empty.
 */
export function fieldMessage(message: string | undefined): string | undefined {
  return message ? translateMessage(message) : undefined;
}
