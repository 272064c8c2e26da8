import {
  assessmentSummary,
  englishOf,
  baseStudyStrategies,
  confidenceStrategies,
  preferenceRecommendations,
  spacingRecommendation,
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

function confidenceStrategy(confidence: number): string {
  if (confidence < 50) return confidenceStrategies.low;
  if (confidence < 75) return confidenceStrategies.medium;
  return confidenceStrategies.high;
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
    personalizedInsights: englishOf(
      assessmentSummary({
        primary: label(primary),
        primaryScore: scores[primary],
        secondary: label(secondary),
        secondaryScore: scores[secondary],
        confidence: scores.confidence,
      }),
    ),
    learningRecommendations: [
      ...preferenceRecommendations[primary],
      preferenceRecommendations[secondary][0],
      spacingRecommendation,
    ],
    studyStrategies: [...baseStudyStrategies, confidenceStrategy(scores.confidence)],
    preferredContentTypes,
    assessmentVersion: ASSESSMENT_VERSION,
  };
}
