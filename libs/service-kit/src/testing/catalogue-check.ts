import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerCatalogue } from '../i18n/translations';

// The texts a service words: English literals passed to `t(...)` (the text function of createTranslations).
const T_CALL = /\bt\(\s*(?:'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)")/g;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The English keys the service's sources under `srcDir` pass to `t(...)` (its own catalogues left out). */
export function serverSourceKeys(srcDir: string): Set<string> {
  const keys = new Set<string>();
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter(
    (f) => /\.ts$/.test(f) && !f.startsWith(`i18n${path.sep}`),
  );
  for (const file of files) {
    for (const match of readFileSync(path.join(srcDir, file), 'utf8').matchAll(T_CALL)) {
      keys.add((match[1] ?? match[2] ?? '').replace(/\\(.)/g, '$1'));
    }
  }
  keys.delete('');
  return keys;
}

/**
 * What a service's catalogue test asserts (issue 33): every text used has a translation in `language` (each
 * plural form it needs, by Intl.PluralRules), and the catalogue holds no text nothing uses. One sentence per
 * problem; empty when complete.
 */
export function serverCatalogueProblems(
  used: ReadonlySet<string>,
  catalogue: ServerCatalogue,
  language: string,
): string[] {
  const problems: string[] = [];
  const base = (key: string) => key.replace(PLURAL_SUFFIX, '');
  const plurals = new Set(
    Object.keys(catalogue)
      .filter((k) => PLURAL_SUFFIX.test(k))
      .map(base),
  );
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  for (const key of used) {
    const forms = plurals.has(key) ? categories.map((c) => `${key}_${c}`) : [key];
    for (const form of forms) if (!catalogue[form]?.trim()) problems.push(`${language}: missing "${form}"`);
  }
  for (const key of Object.keys(catalogue)) {
    if (!used.has(base(key))) problems.push(`${language}: "${key}" is not used`);
  }
  return problems;
}
