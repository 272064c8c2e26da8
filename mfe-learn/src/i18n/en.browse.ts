import type { Catalogue } from '@canopy/i18n';

/**
 * English for the browsing screens' texts whose wording changes with a count ("1 lesson", "3 lessons"): the key is
 * the English plural, and `_one` / `_other` are English's two forms. Bundled (English downloads no catalogue); every
 * other text needs none, its key is its English.
 */
export const learnBrowseEn: Catalogue = {
  '{{shown}} courses_one': '{{shown}} course',
  '{{shown}} courses_other': '{{shown}} courses',
  '{{shown}} modules_one': '{{shown}} module',
  '{{shown}} modules_other': '{{shown}} modules',
  '{{shown}} lessons_one': '{{shown}} lesson',
  '{{shown}} lessons_other': '{{shown}} lessons',
  '{{shown}} learners_one': '{{shown}} learner',
  '{{shown}} learners_other': '{{shown}} learners',
  'Showing {{shown}} courses_one': 'Showing {{shown}} course',
  'Showing {{shown}} courses_other': 'Showing {{shown}} courses',
  '{{completed}} of {{shown}} lessons completed_one': '{{completed}} of {{shown}} lesson completed',
  '{{completed}} of {{shown}} lessons completed_other': '{{completed}} of {{shown}} lessons completed',
  '{{completed}} of {{shown}} lessons_one': '{{completed}} of {{shown}} lesson',
  '{{completed}} of {{shown}} lessons_other': '{{completed}} of {{shown}} lessons',
  '{{passed}} of {{shown}} quizzes passed_one': '{{passed}} of {{shown}} quiz passed',
  '{{passed}} of {{shown}} quizzes passed_other': '{{passed}} of {{shown}} quizzes passed',
  '{{shown}} lessons in a clear sequence_one': '{{shown}} lesson in a clear sequence',
  '{{shown}} lessons in a clear sequence_other': '{{shown}} lessons in a clear sequence',
  'Courses on Canopy_one': 'Course on Canopy',
  'Courses on Canopy_other': 'Courses on Canopy',
  'Learners enrolled_one': 'Learner enrolled',
  'Learners enrolled_other': 'Learners enrolled',
};
