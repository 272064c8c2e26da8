import { z } from 'zod';

// The functions need no zod: texts modules that must not build schemas (a page's labels) import them from there.
export { englishOf, storedText } from './stored-text-fill';

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
