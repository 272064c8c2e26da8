import type { Catalogue } from '@canopy/i18n';

/**
 * English for the course-building texts whose wording changes with a count ("1 module", "3 modules"): the key is
 * the text for most counts, `_one` its singular. Bundled (a few lines): English pages fetch no catalogue.
 */
export const studioBuilderEn: Catalogue = {
  '{{count}} modules_one': '{{count}} module',
  '{{count}} lessons_one': '{{count}} lesson',
  '{{count}} minutes_one': '{{count}} minute',
  '{{count}} learners are enrolled, so this course cannot be deleted._one':
    '{{count}} learner is enrolled, so this course cannot be deleted.',
  '{{count}} quizzes_one': '{{count}} quiz',
  '{{count}} questions_one': '{{count}} question',
  '{{count}} Students Enrolled_one': '{{count}} Student Enrolled',
  '{{count}} ebooks for the whole course:_one': '{{count}} ebook for the whole course:',
  '{{count}} resources_one': '{{count}} resource',
  '{{average}} average across {{count}} attempted quizzes._one':
    '{{average}} average across {{count}} attempted quiz.',
};
