import { afterEach, describe, expect, it } from 'vitest';
import {
  assessmentCategoryDescriptions,
  assessmentCategoryLabels,
  competencyLevelInfo,
  courseLevelLabels,
  DEFAULT_COURSE_DESCRIPTION,
  learningContentTypeLabels,
  storyPhaseLabels,
  storyTemplateNames,
} from '@canopy/contracts';
import { changeLanguage, i18n } from '@canopy/i18n';
import { learnBrowseEn } from '../src/i18n/en.browse';
import { learnBrowseEs } from '../src/i18n/es.browse';
import { learnText } from '../src/i18n/useLearnT';
import {
  assessmentCategoryKeys,
  assessmentDescriptionKeys,
  competencyKeys,
  contentTypeKeys,
  counted,
  courseLevelKeys,
  defaultCourseDescriptionKey,
  storyPhaseKeys,
  storyTemplateKeys,
} from '../src/hooks/useLabels';

afterEach(async () => {
  await changeLanguage('en');
});

describe("the contracts' labels as catalogue keys", () => {
  it('are the contracts’ English, word for word', () => {
    expect(courseLevelKeys).toEqual(courseLevelLabels);
    expect(storyTemplateKeys).toEqual(storyTemplateNames);
    expect(storyPhaseKeys).toEqual(storyPhaseLabels);
    expect(assessmentCategoryKeys).toEqual(assessmentCategoryLabels);
    expect(assessmentDescriptionKeys).toEqual(assessmentCategoryDescriptions);
    expect(contentTypeKeys).toEqual(learningContentTypeLabels);
    expect(competencyKeys).toEqual(competencyLevelInfo);
    expect(defaultCourseDescriptionKey).toBe(DEFAULT_COURSE_DESCRIPTION);
  });
});

describe('counted texts', () => {
  it('read in English as the pages wrote them before', () => {
    expect(learnText('{{shown}} lessons', counted(1))).toBe('1 lesson');
    expect(learnText('{{shown}} lessons', counted(0))).toBe('0 lessons');
    expect(learnText('{{shown}} courses', counted(1234))).toBe('1,234 courses');
    expect(learnText('Showing {{shown}} courses', counted(1))).toBe('Showing 1 course');
    expect(learnText('{{completed}} of {{shown}} lessons completed', { ...counted(4), completed: 2 })).toBe(
      '2 of 4 lessons completed',
    );
    expect(learnText('Courses on Canopy', { count: 1 })).toBe('Course on Canopy');
    expect(learnText('Learners enrolled', { count: 2 })).toBe('Learners enrolled');
  });

  it('have both English forms and a Spanish translation for each', () => {
    const bases = new Set(Object.keys(learnBrowseEn).map((k) => k.replace(/_(one|other)$/, '')));
    for (const base of bases) {
      expect(learnBrowseEn[`${base}_one`], base).toBeTruthy();
      expect(learnBrowseEn[`${base}_other`], base).toBeTruthy();
      expect(learnBrowseEs[`${base}_one`], base).toBeTruthy();
    }
  });

  it('read in Spanish with its forms and digit grouping', async () => {
    await changeLanguage('es');
    expect(i18n.language).toBe('es');
    expect(learnText('{{shown}} lessons', counted(1))).toBe('1 lección');
    expect(learnText('{{shown}} courses', counted(12_345))).toBe('12.345 cursos');
    expect(learnText('{{shown}} courses', counted(1_000_000))).toBe('1.000.000 de cursos');
  });
});
