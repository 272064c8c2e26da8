import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keyedCatalogueProblems, sourceKeys } from '@canopy/i18n/catalogue-check';
import { studioAuthoringEs } from '../src/i18n/es.authoring';
import { studioBuilderEs } from '../src/i18n/es.builder';

const src = path.join(import.meta.dirname, '..', 'src');
const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.startsWith(`i18n${path.sep}`))
  .map((f) => readFileSync(path.join(src, f), 'utf8'));

describe("the studio's catalogues", () => {
  it('do not give one text two translations', () => {
    const twice = Object.keys(studioBuilderEs).filter(
      (key) => key in studioAuthoringEs && studioAuthoringEs[key] !== studioBuilderEs[key],
    );
    expect(twice).toEqual([]);
  });

  it('translate into Spanish every text the code passes to t(), and no other', () => {
    const used = sourceKeys(sources);
    expect(keyedCatalogueProblems(used, { ...studioBuilderEs, ...studioAuthoringEs }, 'es')).toEqual([]);
  });
});
