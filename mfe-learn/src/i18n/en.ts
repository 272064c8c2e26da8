import type { Catalogue } from '@canopy/i18n';

/**
 * The learner area's English where the wording changes with a count ("1 chapter", "3 chapters"): the key is the
 * text for most counts, `_one` its singular. Bundled (a few lines): English pages fetch no catalogue.
 */
export const learnEn: Catalogue = {
  // Studying (learn-study): from here
  '{{count}} videos need a connection._one': '{{count}} video needs a connection.',
  '{{n}} quizzes_one': '{{n}} quiz',
  '{{n}} videos_one': '{{n}} video',
  '{{n}} documents_one': '{{n}} document',
  '{{count}} chapters_one': '{{count}} chapter',
  '{{n}} lessons_one': '{{n}} lesson',
  '{{n}} discussions_one': '{{n}} discussion',
  '{{n}} pieces of feedback_one': '{{n}} piece of feedback',
  '{{done}} of {{n}} lessons completed_one': '{{done}} of {{n}} lesson completed',
  '{{done}} of {{n}} quizzes passed_one': '{{done}} of {{n}} quiz passed',
  '{{n}} questions_one': '{{n}} question',
  'Answer every question before submitting: {{count}} questions still need an answer._one':
    'Answer every question before submitting: {{count}} question still needs an answer.',
  '{{right}} of {{n}} questions correct · passing score {{passing}}_one':
    '{{right}} of {{n}} question correct · passing score {{passing}}',
  // Studying (learn-study): to here
};
