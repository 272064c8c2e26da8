import {
  ASSESSMENT_VERSION,
  assessmentCategories,
  assessmentCategoryLabels,
  preferenceStyles,
  type AssessmentCategory,
  type AssessmentQuestion,
  type LearningAssessment,
  type LearningContentType,
  type PreferenceStyle,
} from '@canopy/contracts';
import type { AssessmentResult } from '../stores/assessment-store';

/*
 * Turning answers into an assessment's result. Each answer is worth its option's place on the scale: the n-th
 * of k options (1-based, lowest first) counts (n-1)/(k-1) of the question's weight. A category's score is the
 * weighted mean of its answers, 0-100. The primary and secondary preference are the two highest of the four
 * formats (ties in the fixed order visual, auditory, reading/writing, kinesthetic). The advice pairs the formats a
 * learner enjoys with strategies that work whatever one prefers — retrieval practice, spacing, worked examples,
 * self-explanation — and never claims that matching a format improves learning (DESIGN.md, readings).
 */

export interface ScoredAnswer {
  question: Pick<AssessmentQuestion, 'category' | 'weight' | 'options'>;
  /** 1-based position of the chosen option. */
  responseValue: number;
}

export type CategoryScores = Record<AssessmentCategory, number>;

/** A stored assessment's five scores by category. */
export function scoresOf(a: LearningAssessment): CategoryScores {
  return {
    visual: a.visualScore,
    auditory: a.auditoryScore,
    kinesthetic: a.kinestheticScore,
    reading_writing: a.readingWritingScore,
    confidence: a.confidenceScore,
  };
}

export function categoryScores(answers: ScoredAnswer[]): CategoryScores {
  const scores = {} as CategoryScores;
  for (const category of assessmentCategories) {
    const mine = answers.filter((a) => a.question.category === category);
    const weights = mine.reduce((sum, a) => sum + a.question.weight, 0);
    const earned = mine.reduce((sum, a) => {
      const steps = Math.max(1, a.question.options.length - 1);
      const place = Math.min(Math.max(a.responseValue - 1, 0), steps) / steps;
      return sum + a.question.weight * place;
    }, 0);
    scores[category] = weights === 0 ? 0 : Math.round((earned / weights) * 100);
  }
  return scores;
}

/** The four formats from the highest score to the lowest. */
export function rankedStyles(scores: CategoryScores): PreferenceStyle[] {
  return [...preferenceStyles].sort(
    (a, b) => scores[b] - scores[a] || preferenceStyles.indexOf(a) - preferenceStyles.indexOf(b),
  );
}

const contentTypesOf: Record<PreferenceStyle, LearningContentType[]> = {
  visual: ['video'],
  auditory: ['live_session', 'discussion'],
  reading_writing: ['document', 'ebook', 'reflection'],
  kinesthetic: ['practical_application', 'quiz'],
};

/** Two recommendations per format: an evidence-based strategy done in that format. */
const recommendationsOf: Record<PreferenceStyle, [string, string]> = {
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

const SPACING =
  'Spacing: come back to each lesson’s key points a day, a week and a month later, in whichever format you enjoy; short, spread-out reviews beat one long session.';

const baseStrategies = [
  'Spread your study over several short sessions each week instead of one long one.',
  'Test yourself before re-reading: recalling from memory and taking quizzes strengthen learning more than reviewing notes.',
  'Once the basics are familiar, mix related topics in one session so you practise choosing the right idea for each problem.',
];

function confidenceStrategy(confidence: number): string {
  if (confidence < 50)
    return 'Start each new kind of task with a worked example, and set a small weekly hours goal you can meet: early successes build confidence.';
  if (confidence < 75)
    return 'Set a weekly hours goal on each course and use your quiz results to decide what to review next.';
  return 'Stretch yourself: try a lesson’s quiz before you feel fully ready, and explain ideas to others in the forum.';
}

const label = (c: AssessmentCategory) => assessmentCategoryLabels[c].toLowerCase();

/** The whole result of a completed assessment, from its answers. */
export function assessmentResult(answers: ScoredAnswer[]): AssessmentResult {
  const scores = categoryScores(answers);
  const [primary, secondary] = rankedStyles(scores) as [PreferenceStyle, PreferenceStyle];
  const preferredContentTypes = [...new Set([...contentTypesOf[primary], ...contentTypesOf[secondary]])];
  return {
    visualScore: scores.visual,
    auditoryScore: scores.auditory,
    kinestheticScore: scores.kinesthetic,
    readingWritingScore: scores.reading_writing,
    confidenceScore: scores.confidence,
    primaryStyle: primary,
    secondaryStyle: secondary,
    personalizedInsights:
      `You said you most enjoy learning through ${label(primary)} (${scores[primary]} of 100), then ` +
      `${label(secondary)} (${scores[secondary]}). Your confidence as a learner scored ${scores.confidence} of 100. ` +
      'Preferences like these help you choose material you enjoy and keep going. Research has not shown that ' +
      'matching lessons to a preferred format makes learning more effective, so each recommendation pairs a ' +
      'format you like with a strategy that works for everyone: retrieval practice, spacing, worked examples and ' +
      'self-explanation.',
    learningRecommendations: [...recommendationsOf[primary], recommendationsOf[secondary][0], SPACING],
    studyStrategies: [...baseStrategies, confidenceStrategy(scores.confidence)],
    preferredContentTypes,
    assessmentVersion: ASSESSMENT_VERSION,
  };
}
