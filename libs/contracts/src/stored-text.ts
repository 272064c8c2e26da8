import { z } from 'zod';

/*
 * Texts a service writes once and shows later (a milestone's title, a notification, an insight) are stored with
 * their English sentence, which the API keeps answering word for word, and with this reference: the English
 * template, which is the catalogue key, and the values it was filled with. A page in another language translates
 * the key from the `messages` namespace (`translateStored` in @canopy/i18n); rows written before a reference was
 * stored have none and stay as they were written.
 */
export const storedTextValueSchema = z.union([z.string().max(2_000), z.number()]);
export const storedTextSchema = z.object({
  key: z.string().min(1).max(2_000),
  values: z.record(z.string(), storedTextValueSchema).optional(),
});
export type StoredText = z.infer<typeof storedTextSchema>;

/** A stored text: `storedText('Module completed: {{moduleTitle}}', { moduleTitle })`. */
export function storedText(key: string, values?: Record<string, string | number>): StoredText {
  return values && Object.keys(values).length > 0 ? { key, values } : { key };
}

/** The English sentence of a stored text: the key with its `{{name}}` places filled (a missing value reads as ''). */
export function englishOf(text: StoredText): string {
  return text.key.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = text.values?.[name];
    return value === undefined ? '' : String(value);
  });
}
