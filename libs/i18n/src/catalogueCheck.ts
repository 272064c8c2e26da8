// @canopy/i18n/catalogue-check — what a package's test asserts of its catalogues: every English key translated,
// no key that English lacks, every plural form a language needs (Intl.PluralRules' categories).
import type { Catalogue } from './i18n';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function baseKey(key: string): string {
  return key.replace(PLURAL_SUFFIX, '');
}

/**
 * The problems of `translation` (in `language`) against the English catalogue, one sentence each; empty when it
 * is complete. A plural key (`lessons_one`, `lessons_other`) must have every category the language uses.
 */
export function catalogueProblems(english: Catalogue, translation: Catalogue, language: string): string[] {
  const problems: string[] = [];
  const englishBases = new Set(Object.keys(english).map(baseKey));
  const pluralBases = new Set(
    Object.keys(english)
      .filter((k) => PLURAL_SUFFIX.test(k))
      .map(baseKey),
  );
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  for (const key of Object.keys(english)) {
    if (PLURAL_SUFFIX.test(key)) continue;
    if (!(key in translation)) problems.push(`${language}: missing "${key}"`);
  }
  for (const base of pluralBases) {
    for (const category of categories) {
      if (category === 'zero' && !(`${base}_zero` in english)) continue;
      if (!(`${base}_${category}` in translation))
        problems.push(`${language}: missing "${base}_${category}"`);
    }
  }
  for (const key of Object.keys(translation)) {
    if (!englishBases.has(baseKey(key))) problems.push(`${language}: "${key}" is not an English key`);
    else if (!translation[key]?.trim()) problems.push(`${language}: "${key}" is empty`);
  }
  return problems;
}

// `t('...')`, a package's text function (`shellText('...')`, `learnText('...')`, ...), `msgKey('...')`, and data
// properties named `...Key` (`labelKey: 'Home'`).
const KEY_CALL =
  /(?:\b(?:t|msgKey|(?:shell|learn|forum|studio|admin|auth|ui)Text)\(\s*|\b\w*Key:\s*)(?:'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)")/g;

/**
 * The catalogue keys a package's code uses: the English texts passed as literals to `t(...)`, a package's text
 * function (`shellText(...)`, `learnText(...)`, `studioText(...)`, ...) and `msgKey(...)`, or held by a data property named `...Key` (`labelKey: 'Home'`). `sources` are the files' contents.
 */
export function sourceKeys(sources: readonly string[]): Set<string> {
  const keys = new Set<string>();
  for (const source of sources) {
    for (const match of source.matchAll(KEY_CALL)) {
      const raw = match[1] ?? match[2] ?? '';
      if (raw) keys.add(raw.replace(/\\(.)/g, '$1')); // an empty `...Key: ''` is a form default, not a text
    }
  }
  return keys;
}

/**
 * For English-keyed catalogues: the problems of `translation` against the keys the code uses, one sentence each.
 * A key with plural forms in the translation (`key_one`, ...) must have every category of `language`.
 */
export function keyedCatalogueProblems(
  used: Set<string>,
  translation: Catalogue,
  language: string,
): string[] {
  const problems: string[] = [];
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const bases = new Set(Object.keys(translation).map(baseKey));
  for (const key of used) {
    const plural = Object.keys(translation).some((k) => PLURAL_SUFFIX.test(k) && baseKey(k) === key);
    if (plural) {
      for (const c of categories) {
        if (!(`${key}_${c}` in translation)) problems.push(`${language}: missing "${key}_${c}"`);
      }
    } else if (!translation[key]?.trim()) {
      problems.push(`${language}: missing "${key}"`);
    }
  }
  for (const base of bases) if (!used.has(base)) problems.push(`${language}: "${base}" is not used`);
  return problems;
}
