import type { Catalogue } from '@canopy/i18n';
import { studioBuilderCoursesEs } from './es.builder.courses';
import { studioBuilderQuizzesEs } from './es.builder.quizzes';
import { studioBuilderAnalyticsEs } from './es.builder.analytics';

/**
 * The studio's Spanish for course building (the wizard, the builder, the module editor's course side, the preview),
 * keyed by the English text. test/catalogue.test.ts checks every key the studio's code uses is in one of the two
 * studio catalogues, and nothing else.
 */
export const studioBuilderEs: Catalogue = {
  ...studioBuilderCoursesEs,
  ...studioBuilderQuizzesEs,
  ...studioBuilderAnalyticsEs,
};
