import { afterAll, describe, expect, it } from 'vitest';
import { seededCategoryNames } from '@canopy/contracts';
import { changeLanguage } from '@canopy/i18n';
import { categoryName } from '../src/lib/categoryName';
import { studioMessagesEs } from '../src/i18n/messages.es';
import '../src/i18n/useStudioT';

describe("the studio's category names", () => {
  afterAll(() => changeLanguage('en'));

  it('have Spanish for every seeded category', () => {
    expect(seededCategoryNames.filter((name) => !studioMessagesEs[name])).toEqual([]);
  });

  it('show a seeded name in Spanish, one an administrator added as written, and English as stored', async () => {
    await changeLanguage('es');
    expect(categoryName('Life Coaching')).toBe('Coaching de vida');
    expect(categoryName('Beekeeping')).toBe('Beekeeping');
    await changeLanguage('en');
    expect(categoryName('Life Coaching')).toBe('Life Coaching');
  });
});
