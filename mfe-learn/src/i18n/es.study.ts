import type { Catalogue } from '@canopy/i18n';
import { learnStudyCourseEs } from './es.study.course';
import { learnStudyProgressEs } from './es.study.progress';
import { learnStudyLessonsEs } from './es.study.lessons';
import { learnStudyLiveEs } from './es.study.live';
import { learnStudyCertificatesEs } from './es.study.certificates';

/**
 * The learner area's Spanish for studying (the enrolled course, lessons, quizzes, live sessions, certificates and their
 * verification), keyed by the English text. test/catalogue.test.ts checks every key the code uses is in one of the two.
 */
export const learnStudyEs: Catalogue = {
  ...learnStudyCourseEs,
  ...learnStudyProgressEs,
  ...learnStudyLessonsEs,
  ...learnStudyLiveEs,
  ...learnStudyCertificatesEs,
};
