import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_MODULE_DISPLAY_NAME } from '@canopy/contracts';
import { changeLanguage } from '@canopy/i18n';
import { moduleLabel } from '../src/pages/builder/quizzes/quizForm';
import '../src/i18n/useStudioT';

afterAll(() => changeLanguage('en'));

const soil = (displayName: string) => ({ displayName, title: 'Suelo vivo' });

describe('a module named in the quiz list and the quiz editor', () => {
  it('reads "Module 2: …" in English, with the default word or none', async () => {
    await changeLanguage('en');
    expect(moduleLabel(soil(DEFAULT_MODULE_DISPLAY_NAME), 1)).toBe('Module 2: Suelo vivo');
    expect(moduleLabel(soil(''), 0)).toBe('Module 1: Suelo vivo');
  });

  it('translates the platform’s default word, and keeps an educator’s own word as written', async () => {
    await changeLanguage('es');
    expect(moduleLabel(soil(DEFAULT_MODULE_DISPLAY_NAME), 1)).toBe('Módulo 2: Suelo vivo');
    expect(moduleLabel(soil('Semana'), 2)).toBe('Semana 3: Suelo vivo');
  });
});
