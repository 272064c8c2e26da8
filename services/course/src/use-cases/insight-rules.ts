import {
  insightSteps,
  assessmentCategoryLabels,
  countedValues,
  insightTemplates as it,
  storedText,
  type InsightConfidenceLevel,
  type LearningAssessment,
  type LearningContentType,
} from '@canopy/contracts';
import type { ActivityFacts, CourseActivityFacts, InsightDraft } from '../stores/insight-store';
import { rankedStyles, scoresOf, type CategoryScores } from './preference-scoring';

/*
 * The rules that turn a learner's latest assessment and their activity into insights. Pure: the same facts give the
 * same insights, so a recompute that finds nothing new changes nothing. Each insight says what it rests on and how
 * sure it is; none claims that matching a preferred format improves learning.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;
/** Study pace is measured over the last seven days. */
export const PACE_WINDOW_MS = 7 * DAY_MS;
/** A course untouched this long gets an "activity" insight. */
const INACTIVE_AFTER_DAYS = 7;

const lower = (style: keyof CategoryScores) => assessmentCategoryLabels[style].toLowerCase();

function preferenceInsight(a: LearningAssessment): InsightDraft | null {
  if (!a.primaryStyle || !a.secondaryStyle) return null;
  const scores = scoresOf(a);
  const third = rankedStyles(scores)[2]!;
  // How clearly the two preferences stand out from the rest.
  const margin = scores[a.secondaryStyle] - scores[third];
  const [primary, secondary] = [lower(a.primaryStyle), lower(a.secondaryStyle)];
  const confidenceLevel: InsightConfidenceLevel = margin >= 20 ? 'high' : margin >= 10 ? 'medium' : 'low';
  return {
    ruleKey: 'preference',
    courseId: null,
    insightType: 'learning_preference',
    title: storedText(it.preference, { primary, secondary }),
    description: storedText(
      confidenceLevel === 'low' ? it.preferenceDescriptionClose : it.preferenceDescription,
      {
        primary,
        primaryScore: scores[a.primaryStyle],
        secondary,
        secondaryScore: scores[a.secondaryStyle],
      },
    ),
    actionableSteps: a.learningRecommendations.slice(0, 3),
    relatedContentTypes: a.preferredContentTypes,
    confidenceLevel,
    finding: `${a.primaryStyle}/${a.secondaryStyle}`,
  };
}

function confidenceInsight(a: LearningAssessment): InsightDraft | null {
  const base = { ruleKey: 'confidence', courseId: null, insightType: 'confidence' as const };
  if (a.confidenceScore < 50)
    return {
      ...base,
      title: storedText(it.confidenceLow),
      description: storedText(it.confidenceLowDescription, { score: a.confidenceScore }),
      actionableSteps: [...insightSteps.confidenceLow],
      relatedContentTypes: ['quiz', 'reflection'],
      confidenceLevel: 'medium',
      finding: 'low',
    };
  if (a.confidenceScore >= 75)
    return {
      ...base,
      title: storedText(it.confidenceHigh),
      description: storedText(it.confidenceHighDescription, { score: a.confidenceScore }),
      actionableSteps: [...insightSteps.confidenceHigh],
      relatedContentTypes: ['quiz', 'discussion'],
      confidenceLevel: 'medium',
      finding: 'high',
    };
  return null;
}

function paceInsight(c: CourseActivityFacts, preferred: LearningContentType[]): InsightDraft | null {
  if (c.completed || !c.weeklyHoursTarget) return null;
  const goal = c.weeklyHoursTarget * 60;
  const ratio = c.minutesInWindow / goal;
  const finding = ratio >= 1 ? 'met' : ratio >= 0.5 ? 'close' : 'behind';
  const title = storedText({ met: it.paceMet, close: it.paceClose, behind: it.paceBehind }[finding], {
    courseTitle: c.title,
  });
  const steps = finding === 'met' ? insightSteps.paceMet : insightSteps.paceNotMet;
  return {
    ruleKey: `pace:${c.courseId}`,
    courseId: c.courseId,
    insightType: 'pace',
    title,
    description: storedText(it.paceDescription, {
      ...countedValues('lessons', c.lessonsInWindow, 'lesson'),
      courseTitle: c.title,
      ...countedValues('minutes', c.minutesInWindow, 'minute'),
      ...countedValues('hours', c.weeklyHoursTarget, 'hour'),
    }),
    actionableSteps: [...steps],
    relatedContentTypes: preferred.length ? preferred : ['video', 'document'],
    // Study time is estimated from the lessons' durations, not measured.
    confidenceLevel: 'medium',
    finding,
  };
}

function quizInsight(c: CourseActivityFacts): InsightDraft | null {
  if (c.quizzes.length === 0) return null;
  const passed = c.quizzes.filter((q) => q.passed).length;
  const average = Math.round(c.quizzes.reduce((s, q) => s + q.bestScore, 0) / c.quizzes.length);
  const attempts = c.quizzes.reduce((s, q) => s + q.attempts, 0);
  const allPassed = passed === c.quizzes.length;
  return {
    ruleKey: `quiz:${c.courseId}`,
    courseId: c.courseId,
    insightType: 'quiz_results',
    title: storedText(allPassed ? it.quizzesPassed : it.quizzesReview, { courseTitle: c.title }),
    description: storedText(it.quizDescription, {
      passed,
      ...countedValues('quizzes', c.quizzes.length, 'quiz', 'quizzes'),
      courseTitle: c.title,
      average,
    }),
    actionableSteps: [...(allPassed ? insightSteps.quizzesPassed : insightSteps.quizzesReview)],
    relatedContentTypes: ['quiz'],
    confidenceLevel: attempts >= 3 ? 'high' : 'medium',
    finding: allPassed ? 'passed' : `review:${c.quizzes.length - passed}`,
  };
}

function activityInsight(c: CourseActivityFacts, now: Date): InsightDraft | null {
  if (c.completed) return null;
  const days = Math.floor((now.getTime() - c.lastActiveAt.getTime()) / DAY_MS);
  if (days < INACTIVE_AFTER_DAYS) return null;
  return {
    ruleKey: `activity:${c.courseId}`,
    courseId: c.courseId,
    insightType: 'activity',
    title: storedText(it.activity, { courseTitle: c.title }),
    description: storedText(it.activityDescription, {
      courseTitle: c.title,
      date: c.lastActiveAt.toISOString().slice(0, 10),
      ...countedValues('days', days, 'day'),
    }),
    actionableSteps: [...insightSteps.activity],
    relatedContentTypes: [],
    confidenceLevel: 'high',
    finding: 'inactive',
  };
}

function formatInsight(f: ActivityFacts, a: LearningAssessment | null): InsightDraft | null {
  const { videoLessons: v, documentLessons: d } = f;
  const total = v + d;
  if (total < 2) return null;
  const finding = v > d ? 'video' : d > v ? 'document' : 'balanced';
  const title = { video: it.formatsVideo, document: it.formatsDocument, balanced: it.formatsBalanced }[
    finding
  ];
  const counts = {
    ...countedValues('videoLessons', v, 'lesson'),
    ...countedValues('documentLessons', d, 'lesson'),
  };
  let description = storedText(it.formatsDescription, counts);
  const leaning = finding === 'video' ? 'visual' : finding === 'document' ? 'reading_writing' : null;
  if (a?.primaryStyle && leaning !== null) {
    const top = a.primaryStyle;
    description =
      leaning === top
        ? storedText(it.formatsDescriptionMatches, counts)
        : storedText(it.formatsDescriptionDiffers, { ...counts, top: lower(top) });
  }
  return {
    ruleKey: 'formats',
    courseId: null,
    insightType: 'content_engagement',
    title: storedText(title),
    description,
    actionableSteps: [...insightSteps.formats],
    relatedContentTypes: ['video', 'document'],
    confidenceLevel: total >= 10 ? 'high' : total >= 5 ? 'medium' : 'low',
    finding,
  };
}

/** Every insight the facts support now; rules that find nothing are left out (their rows are retired). */
export function insightDrafts(
  assessment: LearningAssessment | null,
  facts: ActivityFacts,
  now: Date,
): InsightDraft[] {
  const preferred = assessment?.preferredContentTypes ?? [];
  const drafts = [
    assessment && preferenceInsight(assessment),
    assessment && confidenceInsight(assessment),
    formatInsight(facts, assessment),
    ...facts.courses.flatMap((c) => [paceInsight(c, preferred), quizInsight(c), activityInsight(c, now)]),
  ];
  return drafts.filter((d): d is InsightDraft => d !== null);
}
