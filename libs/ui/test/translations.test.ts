import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@canopy/i18n';
import { keyedCatalogueProblems, sourceKeys } from '@canopy/i18n/catalogue-check';
import { uiEs } from '../src/i18n/es';
import { uiText } from '../src/i18n/useUiT';

const src = path.join(import.meta.dirname, '..', 'src');
const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.startsWith(`i18n${path.sep}`))
  .map((f) => readFileSync(path.join(src, f), 'utf8'));

describe("the design system's catalogue", () => {
  it('translates into Spanish every text the kit passes to t() or uiText(), and no other', () => {
    expect(keyedCatalogueProblems(sourceKeys(sources), uiEs, 'es')).toEqual([]);
  });

  it('counts in English and in Spanish', async () => {
    expect(uiText('{{shown}} replies', { count: 1, shown: '1' })).toBe('1 reply');
    expect(uiText('{{shown}} replies', { count: 3, shown: '3' })).toBe('3 replies');
    await changeLanguage('es');
    try {
      expect(uiText('{{shown}} replies', { count: 1, shown: '1' })).toBe('1 respuesta');
      expect(uiText('{{shown}} replies', { count: 1000000, shown: '1.000.000' })).toBe(
        '1.000.000 respuestas',
      );
      expect(uiText('Page {{page}} of {{pages}}', { page: 2, pages: 3 })).toBe('Página 2 de 3');
    } finally {
      await changeLanguage('en');
    }
  });
});
