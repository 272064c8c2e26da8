/** The languages the platform speaks, English first (the specification's texts, and the fallback). */
export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself: a switcher lists them so, whatever language the page is in. */
export const languageNames: Record<Language, string> = { en: 'English', es: 'Español' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * The first supported language of a preference list (`navigator.languages`: the browser's
 * Accept-Language, in order): `es-MX` counts as `es`. Null when none is supported.
 */
export function pickLanguage(preferred: readonly string[]): Language | null {
  for (const tag of preferred) {
    const base = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (isLanguage(base)) return base;
  }
  return null;
}

/**
 * The pseudo-locale, for checks only (never offered, not a `Language`): English accented and about 40% longer
 * (pseudo.ts), laid out right to left, so a test sees at once a text left out of the catalogues, a box too narrow
 * for a longer language and a physical CSS property that does not mirror (docs/I18N.md, e2e/pseudo-locale.spec.ts).
 * Chosen by storing it as the visitor's language (`canopy.language`).
 */
export const PSEUDO_LANGUAGE = 'en-XA';
