import type { z } from 'zod';

/**
 * A model's JSON answer checked against `schema`, or null. Models asked for JSON sometimes wrap it in a Markdown
 * fence or a sentence: the outermost `{...}` is read.
 */
export function parseModelJson<T extends z.ZodType>(text: string, schema: T): z.infer<T> | null {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  let value: unknown;
  try {
    value = JSON.parse(text.slice(start, end + 1));
  } catch {
    return null;
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
