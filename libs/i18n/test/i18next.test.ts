// The translator is i18next once loaded: Spanish plurals (`_many`), a switch that loads it, and English that reads
// the same before and after it arrives. Each test starts a fresh module, so i18next is not loaded yet.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as I18nIndex from '../src/index';
import { pseudoLocalise } from '../src/pseudo';

type I18nModule = typeof I18nIndex;
let mod: I18nModule;

beforeEach(async () => {
  vi.resetModules();
  localStorage.clear();
  mod = await import('../src/index');
});
afterEach(async () => {
  await mod.changeLanguage('en');
  localStorage.clear();
});

const english = {
  '{{count}} lessons_one': '{{count}} lesson',
  '{{count}} lessons_other': '{{count}} lessons',
  '{{count}} replies_zero': 'No replies yet',
  '{{count}} replies_one': 'One reply',
  '{{count}} replies_other': '{{count}} replies',
};

/** What English shows for a set of calls: sentences, interpolation (given, missing, null), plurals, defaults. */
function englishSamples({ i18n }: I18nModule): string[] {
  const t = (key: string, options: Record<string, unknown> = {}) => i18n.t(key, { ns: 'sample', ...options });
  return [
    t('Welcome back, {{name}}!', { name: 'Ana & Bo' }),
    t('Welcome back, {{ name }}!', { name: 'Ana' }),
    t('Hello {{name}}, you have {{count}} new messages'),
    t('Shown as {{value}}.', { value: null }),
    t('Shown as {{value}}.', { value: undefined }),
    t('Sign in. It is free: no card needed.'),
    t('{{count}} lessons', { count: 0 }),
    t('{{count}} lessons', { count: 1 }),
    t('{{count}} lessons', { count: 2 }),
    t('{{count}} replies', { count: 0 }),
    t('{{count}} replies', { count: 1 }),
    t('{{count}} replies', { count: 1_000_000 }),
    t('{{count}} people', { count: 1 }),
    t('error.generic', { ns: 'nowhere', defaultValue: 'Something went wrong ({{code}})', code: 500 }),
    String(i18n.exists('{{count}} lessons_one', { ns: 'sample' })),
    String(i18n.exists('Nothing here', { ns: 'sample' })),
  ];
}

describe('i18next behind @canopy/i18n', () => {
  it('renders English identically before and after i18next is loaded', async () => {
    mod.registerCatalogue('sample', { en: english });
    expect(mod.i18n.usesI18next).toBe(false);
    const before = englishSamples(mod);
    expect(before.slice(0, 5)).toEqual([
      'Welcome back, Ana & Bo!',
      'Welcome back, Ana!',
      'Hello {{name}}, you have {{count}} new messages',
      'Shown as .',
      'Shown as .',
    ]);
    expect(before.slice(6, 13)).toEqual([
      '0 lessons',
      '1 lesson',
      '2 lessons',
      'No replies yet',
      'One reply',
      '1000000 replies',
      '1 people', // no plural entries: the key itself
    ]);
    await mod.i18n.load();
    expect(mod.i18n.usesI18next).toBe(true);
    expect(englishSamples(mod)).toEqual(before);
  });

  it('loads i18next when a language other than English is chosen, with the texts registered before', async () => {
    let fetched = 0;
    mod.registerCatalogue('sample', {
      en: english,
      es: async () => {
        fetched += 1;
        return { 'Welcome back, {{name}}!': '¡Hola de nuevo, {{name}}!' };
      },
    });
    expect(mod.i18n.usesI18next).toBe(false);
    expect(fetched).toBe(0);
    await mod.changeLanguage('es');
    expect(mod.i18n.usesI18next).toBe(true);
    expect(fetched).toBe(1);
    expect(mod.i18n.language).toBe('es');
    expect(mod.i18n.t('Welcome back, {{name}}!', { ns: 'sample', name: 'Ana' })).toBe('¡Hola de nuevo, Ana!');
    // Not in Spanish: English's entry (the fallback), and `exists` says Spanish lacks it.
    expect(mod.i18n.t('{{count}} lessons', { ns: 'sample', count: 2 })).toBe('2 lessons');
    expect(mod.i18n.exists('{{count}} lessons', { ns: 'sample' })).toBe(false);
  });

  it("picks Spanish's _many form (Intl.PluralRules: a million) and _one / _other otherwise", async () => {
    mod.registerCatalogue('plural', {
      es: {
        '{{count}} lessons_one': '{{count}} lección',
        '{{count}} lessons_many': '{{count}} de lecciones',
        '{{count}} lessons_other': '{{count}} lecciones',
      },
    });
    await mod.changeLanguage('es');
    const t = (count: number) => mod.i18n.t('{{count}} lessons', { ns: 'plural', count });
    expect(t(1)).toBe('1 lección');
    expect(t(3)).toBe('3 lecciones');
    expect(new Intl.PluralRules('es').select(1_000_000)).toBe('many');
    expect(t(1_000_000)).toBe('1000000 de lecciones');
  });

  it('re-renders subscribers when i18next arrives and on a switch, and a later switch wins', async () => {
    const seen: string[] = [];
    mod.i18n.subscribe(() => seen.push(mod.i18n.language));
    const toSpanish = mod.i18n.changeLanguage('es'); // waits for i18next
    const backToEnglish = mod.i18n.changeLanguage('en'); // needs nothing: done first
    await Promise.all([toSpanish, backToEnglish]);
    expect(mod.i18n.language).toBe('en');
    expect(mod.i18n.usesI18next).toBe(true);
    expect(seen.length).toBeGreaterThan(0);
    expect(document.documentElement.lang).toBe('en');
  });

  it('starts in the check-only pseudo-locale when a test stored it: accented, longer, right to left', async () => {
    vi.resetModules();
    localStorage.setItem('canopy.language', mod.PSEUDO_LANGUAGE);
    mod = await import('../src/index');
    expect(mod.languages).not.toContain(mod.PSEUDO_LANGUAGE); // never offered
    await mod.loadLanguage(mod.PSEUDO_LANGUAGE);
    expect(mod.i18n.language).toBe('en-XA');
    expect(document.documentElement.dir).toBe('rtl');
    expect(mod.currentLanguage()).toBe('en'); // dates and numbers stay English
    const text = mod.i18n.t('Log in to {{site}}', { ns: 'any', site: 'Canopy' });
    expect(text).toBe(pseudoLocalise('Log in to Canopy'));
    expect(text).toBe('[Ļóóĝ ííñ ţóó Çááñóópýý]');
    expect(text.length).toBeGreaterThanOrEqual(Math.round('Log in to Canopy'.length * 1.4));
    await mod.changeLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
