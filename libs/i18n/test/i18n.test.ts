import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  changeLanguage,
  i18n,
  loadLanguage,
  LANGUAGE_STORAGE_KEY,
  localiseApiMessage,
  pickLanguage,
  registerCatalogue,
  translateMessage,
  translateStored,
  Translator,
} from '../src/index';
import { catalogueProblems, sourceKeys } from '../src/catalogueCheck';
import { commonEs } from '../src/catalogues/common.es';
import { commonEn } from '../src/catalogues/common.en';
import { formatDate, formatNumber, formatRelative } from '../src/format';

afterEach(async () => {
  await changeLanguage('en');
});

describe('pickLanguage', () => {
  it('takes the first supported language, a regional tag counting as its language', () => {
    expect(pickLanguage(['fr-FR', 'es-MX', 'en'])).toBe('es');
    expect(pickLanguage(['en-US', 'es'])).toBe('en');
    expect(pickLanguage(['de', 'fr'])).toBeNull();
  });
});

describe('changeLanguage', () => {
  it('switches the shared instance, marks <html lang> and remembers the choice', async () => {
    await changeLanguage('es');
    expect(i18n.language).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(i18n.t('error.generic', { ns: 'common' })).toBe(commonEs['error.generic']);
  });
});

/** A catalogue whose fetch answers when the test says: a slow network under a switch. */
function slowCatalogue(texts: Record<string, string>) {
  let answer: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    answer = resolve;
  });
  return { load: () => arrived.then(() => texts), answer: () => answer() };
}

describe('quick switches', () => {
  it('end in the last choice when Spanish arrives after the switch back to English', async () => {
    const slow = slowCatalogue({ Hello: 'Hola' });
    registerCatalogue('slow-es', { es: slow.load });
    const toSpanish = changeLanguage('es');
    await changeLanguage('en');
    slow.answer();
    await toSpanish;
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(i18n.t('Hello', { ns: 'slow-es' })).toBe('Hello');
  });

  it('end in Spanish for es -> en -> es, whichever fetch answers last', async () => {
    const slow = slowCatalogue({ Hello: 'Hola' });
    registerCatalogue('slow-es-2', { es: slow.load });
    const first = changeLanguage('es');
    const back = changeLanguage('en');
    const again = changeLanguage('es');
    await back;
    slow.answer();
    await Promise.all([first, again]);
    expect(i18n.language).toBe('es');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(i18n.t('Hello', { ns: 'slow-es-2' })).toBe('Hola');
  });
});

describe('Translator', () => {
  it('keeps the later switch when i18next finishes an earlier one after it', async () => {
    let finishSpanish: () => void = () => undefined;
    // i18next sets its language at once and resolves later; Spanish is the slow one here.
    const engine = {
      language: 'en',
      changeLanguage(language: string) {
        engine.language = language;
        return language === 'es'
          ? new Promise<void>((resolve) => {
              finishSpanish = resolve;
            })
          : Promise.resolve();
      },
      addResourceBundle: () => undefined,
    };
    const translator = new Translator('en', 'en', async () => () => engine as never);
    await translator.load();
    const toSpanish = translator.changeLanguage('es');
    await vi.waitFor(() => expect(engine.language).toBe('es'));
    await translator.changeLanguage('en');
    finishSpanish();
    await toSpanish;
    expect(translator.language).toBe('en');
    expect(engine.language).toBe('en');
  });
});

describe('registerCatalogue', () => {
  it('fetches the texts of a package registered while a switch to their language is loading', async () => {
    const switching = changeLanguage('es');
    registerCatalogue('mid-switch', { es: async () => ({ 'Sign up': 'Registrarse' }) });
    await switching;
    await vi.waitFor(() => expect(i18n.t('Sign up', { ns: 'mid-switch' })).toBe('Registrarse'));
  });

  it("fetches a language's texts when that language is chosen, and English stands in until then", async () => {
    let fetched = 0;
    registerCatalogue('lazy', {
      en: { hello: 'Hello {{name}}', lessons_one: '{{count}} lesson', lessons_other: '{{count}} lessons' },
      es: async () => {
        fetched += 1;
        return {
          hello: 'Hola {{name}}',
          lessons_one: '{{count}} lección',
          lessons_other: '{{count}} lecciones',
        };
      },
    });
    expect(fetched).toBe(0);
    expect(i18n.t('hello', { ns: 'lazy', name: 'Ana' })).toBe('Hello Ana');
    await changeLanguage('es');
    expect(fetched).toBe(1);
    expect(i18n.t('hello', { ns: 'lazy', name: 'Ana' })).toBe('Hola Ana');
    expect(i18n.t('lessons', { ns: 'lazy', count: 1 })).toBe('1 lección');
    expect(i18n.t('lessons', { ns: 'lazy', count: 3 })).toBe('3 lecciones');
    expect(i18n.t('missing.key', { ns: 'lazy' })).toBe('missing.key');
  });
  it('resolves a load of the language shown only once texts already being fetched for it are in', async () => {
    // Registered while English is shown: its fetch starts at once; a load asked for just after waits for it.
    const slow = slowCatalogue({ greeting: 'Good morning' });
    registerCatalogue('fetching-en', { en: slow.load });
    let loaded = false;
    const loading = loadLanguage('en').then(() => {
      loaded = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loaded).toBe(false);
    slow.answer();
    await loading;
    expect(i18n.t('greeting', { ns: 'fetching-en' })).toBe('Good morning');
  });

  it('keeps every package that extends one namespace (each remote adds its own sentences to messages)', async () => {
    await changeLanguage('en');
    registerCatalogue('shared-ns', { es: async () => ({ first: 'primero' }) });
    registerCatalogue('shared-ns', { es: async () => ({ second: 'segundo' }) });
    await changeLanguage('es');
    expect(i18n.t('first', { ns: 'shared-ns' })).toBe('primero');
    expect(i18n.t('second', { ns: 'shared-ns' })).toBe('segundo');
  });
});

describe('API messages', () => {
  registerCatalogue('messages', { es: { 'Course not found': 'Curso no encontrado' } });

  it('keeps the English message word for word in English', () => {
    expect(localiseApiMessage('Course not found', 'not_found')).toBe('Course not found');
    expect(translateMessage('Course not found')).toBe('Course not found');
  });

  it('shows the translation, else the text of the code, else the message as it came', async () => {
    await changeLanguage('es');
    expect(localiseApiMessage('Course not found', 'not_found')).toBe('Curso no encontrado');
    expect(localiseApiMessage('Lesson not found', 'not_found')).toBe(commonEs['error.not_found']);
    expect(localiseApiMessage('Odd', undefined)).toBe('Odd');
  });
});

describe('stored texts', () => {
  registerCatalogue('messages', {
    es: { 'Module completed: {{moduleTitle}}': 'Módulo completado: {{moduleTitle}}' },
  });
  const module = { key: 'Module completed: {{moduleTitle}}', values: { moduleTitle: 'Suelos <vivos>' } };

  it('keep the stored English sentence in English, whatever the template says', async () => {
    await changeLanguage('en');
    expect(translateStored(module, 'Module completed: Suelos <vivos>')).toBe(
      'Module completed: Suelos <vivos>',
    );
  });

  it('translate the template with the stored values, unescaped; else keep the English', async () => {
    await changeLanguage('es');
    expect(translateStored(module, 'Module completed: Suelos <vivos>')).toBe(
      'Módulo completado: Suelos <vivos>',
    );
    expect(
      translateStored({ key: 'No catalogue has this {{x}}', values: { x: 1 } }, 'No catalogue has this 1'),
    ).toBe('No catalogue has this 1');
    expect(translateStored(null, 'Written before templates')).toBe('Written before templates');
  });
});

describe('catalogueProblems', () => {
  it('passes the shared catalogue', () => {
    expect(catalogueProblems(commonEn, commonEs, 'es')).toEqual([]);
  });

  it('names a missing key, a key English lacks, an empty text and a missing plural form', () => {
    const en = { a: 'A', b: 'B', n_one: '{{count}} lesson', n_other: '{{count}} lessons' };
    const es = { a: 'A', c: 'C', d: ' ', n_one: '{{count}} lección', n_other: '{{count}} lecciones' };
    expect(catalogueProblems(en, { ...es, b: '' }, 'es')).toEqual([
      'es: missing "n_many"',
      'es: "c" is not an English key',
      'es: "d" is not an English key',
      'es: "b" is empty',
    ]);
    expect(catalogueProblems(en, { a: 'A', n_one: 'x', n_other: 'y', n_many: 'z' }, 'es')).toEqual([
      'es: missing "b"',
    ]);
  });
});

describe('format', () => {
  const date = new Date(2026, 2, 12, 14, 5);

  it('writes dates and numbers in each language', () => {
    expect(formatDate(date, 'd MMMM yyyy', 'en')).toBe('12 March 2026');
    expect(formatDate(date, "d 'de' MMMM 'de' yyyy", 'es')).toBe('12 de marzo de 2026');
    expect(formatDate('not a date', 'd MMMM yyyy', 'en')).toBe('');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'es')).toMatch(/^1\.?234,5$/);
  });

  it('says how long ago, "just now" for the last seconds', () => {
    const now = new Date(date.getTime() + 5 * 60_000);
    expect(formatRelative(date, 'en', 'just now', now)).toBe('5 minutes ago');
    expect(formatRelative(date, 'es', 'ahora mismo', now)).toBe('hace 5 minutos');
    expect(formatRelative(now, 'es', 'ahora mismo', now)).toBe('ahora mismo');
  });
});

describe('sourceKeys', () => {
  it("finds the keys passed to t, a package's text function, msgKey and ...Key properties, and no empty one", () => {
    const source = [
      "t('Welcome back'); learnText(\"Mark Complete\"); msgKey('Home');",
      "const links = [{ labelKey: 'About Us' }]; const form = { conferenceHostKey: '' };",
      "setSearchText('typed'); studioText('Course Builder', { count: 2 });",
    ].join('\n');
    expect([...sourceKeys([source])].sort()).toEqual(
      ['About Us', 'Course Builder', 'Home', 'Mark Complete', 'Welcome back'].sort(),
    );
  });
});
