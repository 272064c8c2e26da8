/**
 * English before i18next is loaded: the text of a key by i18next's own rules, so the first paint needs no library
 * and reads the same once i18next translates (libs/i18n/test checks both give the same text).
 * - plurals: `key_zero` for a count of 0 when there is one, else `key_one` / `key_other` by Intl.PluralRules,
 *   else the key itself;
 * - `{{name}}` interpolation (spaces inside the braces allowed): a value given as undefined or null reads as
 *   nothing, a value not given leaves the placeholder as it is (i18next's skipOnVariables).
 */
export type Texts = Readonly<Record<string, string>>;

export interface TOptions {
  ns?: string;
  count?: number;
  defaultValue?: string;
  [name: string]: unknown;
}

const plural = new Intl.PluralRules('en');

export function englishText(texts: Texts | undefined, key: string, options: TOptions = {}): string {
  const count = options.count;
  let text: string | undefined;
  if (typeof count === 'number') {
    text = (count === 0 ? texts?.[`${key}_zero`] : undefined) ?? texts?.[`${key}_${plural.select(count)}`];
  }
  text ??= texts?.[key] ?? options.defaultValue ?? key;
  return interpolate(text, options);
}

export function interpolate(text: string, values: Record<string, unknown>): string {
  return text.replace(/\{\{(.+?)\}\}/g, (whole, raw: string) => {
    const name = raw.trim();
    const value = values[name];
    if (value === undefined && !Object.prototype.hasOwnProperty.call(values, name)) return whole;
    return value == null ? '' : String(value);
  });
}
