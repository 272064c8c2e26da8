import type { PreferenceStyle } from './learning-preferences-labels';
import { storedText, type StoredText } from './stored-text';

/*
 * The fixed advice the course service gives in English: an assessment's recommendations and strategies
 * (preference-scoring.ts) and the insights' actionable steps (insight-rules.ts). Stored and answered as these
 * sentences; pages in another language translate each by its English wording (`adviceTexts`, tested for Spanish).
 */

/** Two recommendations per format: an evidence-based strategy done in that format. */
export const preferenceRecommendations: Record<PreferenceStyle, readonly [string, string]> = {
  visual: [
    'Retrieval practice with pictures: after a video lesson, sketch from memory a diagram of its main ideas, then compare it with the lesson.',
    'Worked examples on screen: pause at each step of a worked example in a video and predict the next step before you watch it.',
  ],
  auditory: [
    'Self-explanation out loud: after each lesson, explain its key idea aloud in two minutes, as if to a friend, and note what you could not explain.',
    'Retrieval practice in conversation: in live sessions and forum discussions, answer a question from memory before you look anything up.',
  ],
  reading_writing: [
    'Retrieval practice in writing: close the lesson’s document and write down everything you remember, then check it against the text.',
    'Self-explanation in writing: after each section, write one or two sentences on why the idea holds and how it links to what you already know.',
  ],
  kinesthetic: [
    'Learning by doing, then recalling: try each lesson’s practical application, then write from memory which steps you took and why.',
    'Worked examples first: study one worked example of a task before trying a similar task yourself, then compare the two.',
  ],
};

export const spacingRecommendation =
  'Spacing: come back to each lesson’s key points a day, a week and a month later, in whichever format you enjoy; short, spread-out reviews beat one long session.';

export const baseStudyStrategies: readonly string[] = [
  'Spread your study over several short sessions each week instead of one long one.',
  'Test yourself before re-reading: recalling from memory and taking quizzes strengthen learning more than reviewing notes.',
  'Once the basics are familiar, mix related topics in one session so you practise choosing the right idea for each problem.',
];

/** The strategy for a confidence score below 50, below 75, and above. */
export const confidenceStrategies = {
  low: 'Start each new kind of task with a worked example, and set a small weekly hours goal you can meet: early successes build confidence.',
  medium: 'Set a weekly hours goal on each course and use your quiz results to decide what to review next.',
  high: 'Stretch yourself: try a lesson’s quiz before you feel fully ready, and explain ideas to others in the forum.',
} as const;

/** The insights' actionable steps, per rule and finding. */
export const insightSteps = {
  confidenceLow: [
    'Before a new kind of task, study one worked example from start to finish.',
    'Set a weekly hours goal on a course that you are sure you can meet.',
    'After each lesson, write down three things you remember, then check them.',
  ],
  confidenceHigh: [
    'Try a lesson’s quiz before you feel fully ready; wrong answers show what to review.',
    'Explain an idea from the course to others in the forum.',
  ],
  paceMet: [
    'Keep the same rhythm: several short sessions spread over the week.',
    'Begin each session by recalling the last lesson from memory before moving on.',
  ],
  paceNotMet: [
    'Book two or three short study slots this week: spaced sessions work better than one long one.',
    'Open the next lesson now and give it ten minutes.',
    'If the goal no longer fits your week, change it in the course’s learning goals.',
  ],
  quizzesPassed: [
    'Come back to these topics in a week and recall the main points without notes: spacing keeps them.',
    'Take the next lesson’s quiz soon after the lesson, while it is fresh, then again later.',
  ],
  quizzesReview: [
    'Go back to the quiz’s lesson, then close it and recall the main points from memory.',
    'Read the explanations shown for the questions you missed.',
    'Retake the quiz a day later rather than straight away: spaced retrieval lasts longer.',
  ],
  activity: [
    'Before opening the next lesson, write down what you remember of the last one: a quick retrieval warm-up.',
    'Give the next lesson ten minutes today.',
  ],
  formats: [
    'Whatever the format, end each lesson by noting three points from memory.',
    'Try a lesson in the other format this week: a second way into the same idea helps it stick.',
  ],
} as const;

/** Every fixed advice sentence, each once. */
export const adviceTexts: readonly string[] = [
  ...new Set([
    ...Object.values(preferenceRecommendations).flat(),
    spacingRecommendation,
    ...baseStudyStrategies,
    ...Object.values(confidenceStrategies),
    ...Object.values(insightSteps).flat(),
  ]),
];

/** A completed assessment's summary, as an English template: its values are all in the assessment's own fields. */
export const assessmentSummaryTemplate =
  'You said you most enjoy learning through {{primary}} ({{primaryScore}} of 100), then {{secondary}} ' +
  '({{secondaryScore}}). Your confidence as a learner scored {{confidence}} of 100. Preferences like these help ' +
  'you choose material you enjoy and keep going. Research has not shown that matching lessons to a preferred ' +
  'format makes learning more effective, so each recommendation pairs a format you like with a strategy that ' +
  'works for everyone: retrieval practice, spacing, worked examples and self-explanation.';

/** The summary of an assessment with these preferences and scores (preference names lower-case, in English). */
export function assessmentSummary(values: {
  primary: string;
  primaryScore: number;
  secondary: string;
  secondaryScore: number;
  confidence: number;
}): StoredText {
  return storedText(assessmentSummaryTemplate, values);
}
