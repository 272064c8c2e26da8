import { z } from 'zod';
import { courseMessages } from './course-messages';

// Field builders shared by the course contract files. Not re-exported from the package: they are how the
// schemas are written, not part of what they describe.

export const id = z.number().int().positive();
export const isoDateTime = z.string();

/** A positive integer id sent as a number or a numeric string. */
export function idField(message: string) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,10}$/, message),
      ],
      { error: message },
    )
    .transform(Number)
    .pipe(z.number().int(message).min(1, message).max(2_147_483_647, message));
}

/** Optional text: '' and whitespace mean "not given"; the result is trimmed. */
export function optionalText(max: number, message: string = courseMessages.textMax) {
  return z
    .string({ error: message })
    .trim()
    .max(max, message)
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined));
}

/** Optional link: empty means "not given"; otherwise http(s) or a same-site path (never javascript: and such). */
export function optionalLink(message: string = courseMessages.urlInvalid) {
  return z
    .string({ error: message })
    .trim()
    .max(2048, message)
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i.test(v), message);
}
