import { currentLanguage, i18n } from './i18n';

/** The namespace that translates English sentences (the contracts' and the API's texts) by their wording. */
export const MESSAGES_NAMESPACE = 'messages';

/**
 * A sentence of the specification (a form's validation message, an API answer's `message`) in the current
 * language: its translation when the `messages` namespace has one, else the sentence as it is.
 */
export function translateMessage(english: string): string {
  if (currentLanguage() === 'en' || !i18n.exists(english, { ns: MESSAGES_NAMESPACE })) return english;
  return i18n.t(english, { ns: MESSAGES_NAMESPACE });
}

/** A text a service stored with its English template and values (`StoredText` of @canopy/contracts). */
export interface StoredTextRef {
  key: string;
  values?: Record<string, string | number>;
}

/**
 * A text a service wrote once and shows later (a milestone, a notification, an insight): in English the sentence as
 * the service stored it, word for word; in another language its template's translation in the `messages`
 * namespace filled with the stored values, else the English sentence (a row written before templates were stored,
 * or a template no catalogue has yet).
 */
export function translateStored(text: StoredTextRef | null | undefined, english: string): string {
  if (!text || currentLanguage() === 'en' || !i18n.exists(text.key, { ns: MESSAGES_NAMESPACE }))
    return english;
  return i18n.t(text.key, { ns: MESSAGES_NAMESPACE, ...text.values });
}

/**
 * What to show for an API error: English keeps the API's `message` word for word; another language shows the
 * message's translation, else the localised text for the error's `code`, else the message as it came.
 */
export function localiseApiMessage(message: string, code: string | undefined): string {
  if (currentLanguage() === 'en') return message;
  if (i18n.exists(message, { ns: MESSAGES_NAMESPACE })) return translateMessage(message);
  if (code && i18n.exists(`error.${code}`, { ns: 'common' }))
    return i18n.t(`error.${code}`, { ns: 'common' });
  return message;
}

/** A shared text of the `common` namespace (`error.generic`, `error.timeout`, ...) in the current language. */
export function commonText(key: string): string {
  return i18n.t(key, { ns: 'common' });
}

/**
 * Marks an English text kept in data (a link list, a menu) as a catalogue key, translated later by `t(item.labelKey)`;
 * returns it unchanged. The catalogue test finds keys by `t('...')`, `shellText('...')` and `msgKey('...')`.
 */
export function msgKey<T extends string>(text: T): T {
  return text;
}
