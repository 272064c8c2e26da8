import type { Catalogue } from '@canopy/i18n';
import { learnBrowseCatalogueEs } from './es.browse.catalogue';
import { learnBrowseProfileEs } from './es.browse.profile';

/**
 * The learner area's Spanish for browsing (home, catalogue, course detail, learning profile), keyed by the English
 * text. test/catalogue.test.ts checks every key the remote's code uses is in one of the two catalogues, and nothing else.
 * A text both areas use is here only. "Questionnaire" (learning preferences) is "encuesta": "cuestionario" is a quiz.
 */
export const learnBrowseEs: Catalogue = {
  ...learnBrowseCatalogueEs,
  ...learnBrowseProfileEs,
};
