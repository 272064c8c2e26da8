import { z } from 'zod';

/** The languages Canopy speaks (issue 33), English first: the specification's texts, and the fallback. */
export const accountLanguages = ['en', 'es'] as const;
export type AccountLanguage = (typeof accountLanguages)[number];

export const languageMessages = {
  unknownLanguage: 'Language must be one of: en, es',
} as const;

export const languageSchema = z.enum(accountLanguages, { error: languageMessages.unknownLanguage });

/** PATCH /api/user: the signed-in user's own settings (the language of the pages, e-mails and certificates). */
export const userSettingsSchema = z.object({ language: languageSchema });
export type UserSettings = z.infer<typeof userSettingsSchema>;
