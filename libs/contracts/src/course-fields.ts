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

/** `page` (from 1) and `pageSize` (1 to `maxPageSize`) of a list paged on the server; query strings are text. */
export function pageQueryFields(maxPageSize: number, maxMessage: string, defaultPageSize: number) {
  return {
    page: z.coerce
      .number({ error: courseMessages.pageInvalid })
      .int(courseMessages.pageInvalid)
      .min(1, courseMessages.pageInvalid)
      .max(1_000_000, courseMessages.pageInvalid)
      .default(1),
    pageSize: z.coerce
      .number({ error: courseMessages.pageSizeInvalid })
      .int(courseMessages.pageSizeInvalid)
      .min(1, courseMessages.pageSizeInvalid)
      .max(maxPageSize, maxMessage)
      .default(defaultPageSize),
  };
}
