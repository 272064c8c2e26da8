import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { forumMessages } from '@canopy/contracts';
import { Translator } from '@canopy/i18n';
import { keyedCatalogueProblems, sourceKeys } from '@canopy/i18n/catalogue-check';
import { forumEn } from '../src/i18n/en';
import { forumEs } from '../src/i18n/es';
import { forumMessagesEs } from '../src/i18n/messages.es';

const src = path.join(import.meta.dirname, '..', 'src');
const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.startsWith(`i18n${path.sep}`))
  .map((f) => readFileSync(path.join(src, f), 'utf8'));
const used = sourceKeys(sources);
const pluralBase = (key: string) => key.replace(/_(one|many|other)$/, '');

describe("the forum's catalogues", () => {
  it('translate into Spanish every text the code passes to t() or forumText(), and no other', () => {
    expect(used.size).toBeGreaterThan(150);
    expect(keyedCatalogueProblems(used, forumEs, 'es')).toEqual([]);
  });

  it('give English both forms of each plural Spanish has, for texts the code uses', () => {
    const plurals = new Set(
      Object.keys(forumEs)
        .filter((k) => /_(one|many)$/.test(k))
        .map(pluralBase),
    );
    expect([...plurals].filter((base) => !used.has(base))).toEqual([]);
    for (const base of plurals) {
      expect(forumEn[`${base}_one`], base).toBeTruthy();
      expect(forumEn[`${base}_other`], base).toBeTruthy();
    }
    expect(
      Object.keys(forumEn)
        .map(pluralBase)
        .filter((base) => !plurals.has(base)),
    ).toEqual([]);
  });

  it('say "1 Reply" and "3 Replies" in English (before and after i18next loads), "1 respuesta" in Spanish', async () => {
    const en = new Translator('en', 'en');
    en.addResourceBundle('en', 'forum', forumEn);
    const english = () => [
      en.t('{{count}} Replies', { ns: 'forum', count: 1 }),
      en.t('{{count}} Replies', { ns: 'forum', count: 3 }),
      en.t('Post Reply', { ns: 'forum' }),
    ];
    expect(english()).toEqual(['1 Reply', '3 Replies', 'Post Reply']);
    await en.load();
    expect(english()).toEqual(['1 Reply', '3 Replies', 'Post Reply']);
    const es = new Translator('es', 'en');
    es.addResourceBundle('en', 'forum', forumEn);
    es.addResourceBundle('es', 'forum', forumEs);
    await es.load();
    expect(es.t('{{count}} Replies', { ns: 'forum', count: 1 })).toBe('1 respuesta');
    expect(es.t('{{count}} Replies', { ns: 'forum', count: 3 })).toBe('3 respuestas');
  });

  it('translate every sentence of the forum contracts the pages can show', () => {
    const missing = Object.values(forumMessages).filter((m) => !forumMessagesEs[m]?.trim());
    expect(missing).toEqual([]);
  });
});
