import { describe, expect, it } from 'vitest';
import { studioBuilderEn } from '../src/i18n/en.builder';
import { studioBuilderEs } from '../src/i18n/es.builder';

const bases = (catalogue: Record<string, string>) =>
  Object.keys(catalogue)
    .filter((k) => k.endsWith('_one'))
    .map((k) => k.slice(0, -'_one'.length))
    .sort();

describe("course building's texts that change with a count", () => {
  // English has no catalogue beyond these singulars: a count text missing here would read "1 modules".
  it('have their English singular wherever Spanish has plural forms, and no other English entry', () => {
    expect(bases(studioBuilderEn)).toEqual(bases(studioBuilderEs));
    expect(Object.keys(studioBuilderEn).every((k) => k.endsWith('_one'))).toBe(true);
  });
});
