/*
 * The English templates of the learning insights' titles and descriptions (the course service's insight rules): the
 * `messages` catalogue keys a page in another language translates. Filled they read exactly as the rules always
 * wrote them (tested). A counted phrase ("3 lessons") is two values: the English phrase, which the English
 * template shows, and the bare number (`...Count`), with which a translation says it in its own plural forms.
 */
export const insightTemplates = {
  preference: 'You prefer {{primary}} and {{secondary}}',
  preferenceDescription:
    'From your latest assessment: {{primary}} {{primaryScore}} of 100, {{secondary}} {{secondaryScore}}. ' +
    'Choose these formats when you can to stay motivated, and pair them with strategies that work for everyone.',
  preferenceDescriptionClose:
    'From your latest assessment: {{primary}} {{primaryScore}} of 100, {{secondary}} {{secondaryScore}}. ' +
    'Your scores are close together, so these are gentle leanings rather than firm preferences. ' +
    'Choose these formats when you can to stay motivated, and pair them with strategies that work for everyone.',
  confidenceLow: 'Build confidence step by step',
  confidenceLowDescription: 'Your confidence as a learner scored {{score}} of 100. Small, regular wins help.',
  confidenceHigh: 'Stretch yourself',
  confidenceHighDescription:
    'Your confidence as a learner scored {{score}} of 100: use it to take on harder practice.',
  paceMet: 'You met your weekly goal in {{courseTitle}}',
  paceClose: 'Nearly at your weekly goal in {{courseTitle}}',
  paceBehind: 'Behind your weekly goal in {{courseTitle}}',
  paceDescription:
    'In the last 7 days you completed {{lessons}} in {{courseTitle}}, about {{minutes}} by the lessons’ stated ' +
    'durations, against your goal of {{hours}} a week.',
  quizzesPassed: 'Quizzes passed in {{courseTitle}}',
  quizzesReview: 'Review before retaking a quiz in {{courseTitle}}',
  quizDescription:
    'You passed {{passed}} of the {{quizzes}} you attempted in {{courseTitle}}, with an average best score of {{average}}%.',
  activity: 'Pick up {{courseTitle}} again',
  activityDescription: 'Your last activity in {{courseTitle}} was on {{date}}, {{days}} before this insight.',
  formatsVideo: 'You complete more video lessons',
  formatsDocument: 'You complete more reading lessons',
  formatsBalanced: 'You complete video and reading lessons alike',
  formatsDescription:
    'You have completed {{videoLessons}} with a video and {{documentLessons}} with a document.',
  formatsDescriptionMatches:
    'You have completed {{videoLessons}} with a video and {{documentLessons}} with a document. ' +
    'That matches the preference you gave in your assessment.',
  formatsDescriptionDiffers:
    'You have completed {{videoLessons}} with a video and {{documentLessons}} with a document. ' +
    'Your assessment put {{top}} first: what you finish and what you enjoy can differ, and both are fine.',
} as const;

/**
 * The words counted phrases (of insights and milestones) and preference names are made of, which translations nest (`$t(lesson, {"count": 3})`,
 * `$t({{primary}})`): each needs a translation too.
 */
export const insightWordKeys: readonly string[] = [
  'all lessons',
  'lesson',
  'minute',
  'hour',
  'quiz',
  'day',
  'visual',
  'listening and discussion',
  'hands-on practice',
  'reading and writing',
];

/** Every English key an insight's text may carry. */
export const insightTextKeys: readonly string[] = Object.values(insightTemplates);

/** "1 lesson" / "3 lessons" as the English phrase and the bare number, under `name` and `${name}Count`. */
export function countedValues(
  name: string,
  n: number,
  one: string,
  many = `${one}s`,
): Record<string, string | number> {
  return { [name]: `${n} ${n === 1 ? one : many}`, [`${name}Count`]: n };
}
