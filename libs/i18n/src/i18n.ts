import { DEFAULT_LANGUAGE, isLanguage, pickLanguage, PSEUDO_LANGUAGE, type Language } from './languages';
import { Translator } from './translator';

/** Where a visitor's own choice is remembered (an account's is on the account). */
export const LANGUAGE_STORAGE_KEY = 'canopy.language';

function storedLanguage(): Language | null {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null; // storage switched off: the browser's languages decide
  }
}

/**
 * The language a page starts in before the account is known: the visitor's remembered choice, else the browser's
 * languages (what it sends as Accept-Language), else English. The account's preference replaces it once read.
 */
export function initialLanguage(): Language {
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return storedLanguage() ?? pickLanguage(browser.filter(Boolean)) ?? DEFAULT_LANGUAGE;
}

// The check-only pseudo-locale (pseudo.ts) when a test stored it; never offered, so never chosen otherwise.
function startLanguage(): string {
  try {
    if (globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) === PSEUDO_LANGUAGE) return PSEUDO_LANGUAGE;
  } catch {
    // storage switched off
  }
  return initialLanguage();
}

/**
 * The one translator of the platform: i18next, loaded when needed (translator.ts). This module is a Module
 * Federation singleton (like React), so the shell and every remote translate through it and a language switch
 * reaches them all at once. Keys are flat (`login.title`): an English sentence can be a key too (the `messages`
 * namespace translates the API's and the contracts' texts by their English wording).
 */
export const i18n = new Translator(startLanguage(), DEFAULT_LANGUAGE);

function markDocument(language: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  // Only the pseudo-locale runs right to left (so a test sees what does not mirror); Canopy's languages do not.
  document.documentElement.dir = language === PSEUDO_LANGUAGE ? 'rtl' : 'ltr';
}
markDocument(i18n.language);
i18n.subscribe(() => markDocument(i18n.language));

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

// The latest switch. Its language's catalogues are the ones to fetch, also those registered while it loads (a
// lazily loaded form registering its texts mid-switch would otherwise stay English until a reload); and an
// earlier switch still fetching gives way to it, so quick en -> es -> en ends in the last choice.
let switches = 0;
let wanted: string = i18n.language;

/** Switches every screen to `language` and remembers it in this browser; the last of quick switches wins. */
export async function changeLanguage(language: Language): Promise<void> {
  const call = ++switches;
  wanted = language;
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // not remembered here; the account (when signed in) still is
  }
  await loadLanguage(language);
  if (call !== switches) return; // a later choice was made while this one loaded
  await i18n.changeLanguage(language);
}

/** A package's texts: `en` is the specification's wording; every other language translates each of its keys. */
export type Catalogue = Readonly<Record<string, string>>;

/**
 * A translation of `T`: the same keys, plus the plural forms a language has beyond English's `_one`/`_other`
 * (Spanish `_many`, Intl.PluralRules' categories).
 */
export type TranslationOf<T extends Catalogue> = { readonly [K in keyof T]: string } & {
  readonly [K in `${string}_many` | `${string}_few` | `${string}_two` | `${string}_zero`]: string;
};

/** A language's texts, bundled or fetched when that language is first needed (`() => import('./es')`). */
export type CatalogueSource = Catalogue | (() => Promise<Catalogue>);

// Texts not fetched yet, by language: fetched when the language is chosen (or at once if it is the current one).
// A namespace may be extended by several packages (each remote adds its sentences to `messages`): one entry each.
const pending = new Map<string, Array<[string, () => Promise<Catalogue>]>>();
// Texts being fetched, by language (taken from `pending`, not yet in).
const inFlight = new Map<string, Set<Promise<void>>>();

/**
 * Adds a package's texts under its namespace (called once as the package's module loads). English is bundled;
 * other languages may be loaders, so a page in English downloads no Spanish.
 */
export function registerCatalogue(
  namespace: string,
  catalogues: Partial<Record<Language, CatalogueSource>>,
): void {
  for (const [language, source] of Object.entries(catalogues)) {
    if (!source) continue;
    if (typeof source !== 'function') {
      i18n.addResourceBundle(language, namespace, source);
      continue;
    }
    const loaders = pending.get(language) ?? [];
    loaders.push([namespace, source]);
    pending.set(language, loaders);
    // The language shown or being switched to; the pseudo-locale reads English's texts (its fallback) too.
    const needed = wanted === PSEUDO_LANGUAGE ? [PSEUDO_LANGUAGE, DEFAULT_LANGUAGE] : [wanted];
    if (needed.includes(language)) void loadLanguage(language);
  }
}

/**
 * Fetches every catalogue of `language` not loaded yet, and i18next for a language other than English; resolves
 * once they are in.
 */
export async function loadLanguage(language: string): Promise<void> {
  // Not fetched (offline?): English shows, the next switch tries again.
  const engine = language === DEFAULT_LANGUAGE ? undefined : i18n.load().catch(() => undefined);
  const loaders = pending.get(language) ?? [];
  pending.set(language, loaders);
  const fetching = inFlight.get(language) ?? new Set<Promise<void>>();
  inFlight.set(language, fetching);
  for (const [namespace, load] of loaders.splice(0)) {
    const fetched = (async () => {
      try {
        i18n.addResourceBundle(language, namespace, await load());
      } catch {
        loaders.push([namespace, load]); // not fetched (offline?): English shows, the next switch tries again
      }
    })();
    fetching.add(fetched);
    void fetched.finally(() => fetching.delete(fetched));
  }
  // Texts an earlier call began fetching count too: a package registered while its language was shown starts its
  // fetch at once, and a caller asking for the language just after must still find its texts in when this resolves.
  await Promise.all([engine, ...fetching]);
}

// English paints from the keys and fetches i18next once the page is idle; any other language needs it at once.
if (i18n.language !== DEFAULT_LANGUAGE) void loadLanguage(i18n.language);
else whenIdle(() => void i18n.load().catch(() => undefined));

function whenIdle(run: () => void) {
  if (typeof window === 'undefined') return;
  const idle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(run, { timeout: 5000 })
      : setTimeout(run, 1000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
