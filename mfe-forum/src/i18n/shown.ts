import { translateMessage } from '@canopy/i18n';

/** A form's validation message (the contracts' English) in the page's language; undefined when there is none. */
export function shown(message: string | undefined): string | undefined {
  return message === undefined ? undefined : translateMessage(message);
}
