import {
  assessmentCategoryLabels,
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

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const lower = (style: keyof CategoryScores) => assessmentCategoryLabels[style].toLowerCase();

function preferenceInsight(a: LearningAssessment): InsightDraft | null {
  if (!a.primaryStyle || !a.secondaryStyle) return null;
  const scores = scoresOf(a);
  const third = rankedStyles(scores)[2]!;
  // How clearly the two preferences stand out from the rest.
  const margin = scores[a.secondaryStyle] - scores[third];
  const confidenceLevel: InsightConfidenceLevel = margin >= 20 ? 'high' : margin >= 10 ? 'medium' : 'low';
  return {
    ruleKey: 'preference',
    courseId: null,
    insightType: 'learning_preference',
    title: `You prefer ${lower(a.primaryStyle)} and ${lower(a.secondaryStyle)}`,
    description:
      `From your latest assessment: ${lower(a.primaryStyle)} ${scores[a.primaryStyle]} of 100, ` +
      `${lower(a.secondaryStyle)} ${scores[a.secondaryStyle]}. ` +
      (confidenceLevel === 'low'
        ? 'Your scores are close together, so these are gentle leanings rather than firm preferences. '
        : '') +
      'Choose these formats when you can to stay motivated, and pair them with strategies that work for everyone.',
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
      title: 'Build confidence step by step',
      description: `Your confidence as a learner scored ${a.confidenceScore} of 100. Small, regular wins help.`,
      actionableSteps: [
        'Before a new kind of task, study one worked example from start to finish.',
        'Set a weekly hours goal on a course that you are sure you can meet.',
        'After each lesson, write down three things you remember, then check them.',
      ],
      relatedContentTypes: ['quiz', 'reflection'],
      confidenceLevel: 'medium',
      finding: 'low',
    };
  if (a.confidenceScore >= 75)
    return {
      ...base,
      title: 'Stretch yourself',
      description: `Your confidence as a learner scored ${a.confidenceScore} of 100: use it to take on harder practice.`,
      actionableSteps: [
        'Try a lesson’s quiz before you feel fully ready; wrong answers show what to review.',
        'Explain an idea from the course to others in the forum.',
      ],
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
  const title = {
    met: `You met your weekly goal in ${c.title}`,
    close: `Nearly at your weekly goal in ${c.title}`,
    behind: `Behind your weekly goal in ${c.title}`,
  }[finding];
  const steps =
    finding === 'met'
      ? [
          'Keep the same rhythm: several short sessions spread over the week.',
          'Begin each session by recalling the last lesson from memory before moving on.',
        ]
      : [
          'Book two or three short study slots this week: spaced sessions work better than one long one.',
          'Open the next lesson now and give it ten minutes.',
          'If the goal no longer fits your week, change it in the course’s learning goals.',
        ];
  return {
    ruleKey: `pace:${c.courseId}`,
    courseId: c.courseId,
    insightType: 'pace',
    title,
    description:
      `In the last 7 days you completed ${plural(c.lessonsInWindow, 'lesson')} in ${c.title}, about ` +
      `${plural(c.minutesInWindow, 'minute')} by the lessons’ stated durations, against your goal of ` +
      `${plural(c.weeklyHoursTarget, 'hour')} a week.`,
    actionableSteps: steps,
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
    title: allPassed ? `Quizzes passed in ${c.title}` : `Review before retaking a quiz in ${c.title}`,
    description:
      `You passed ${passed} of the ${plural(c.quizzes.length, 'quiz', 'quizzes')} you attempted in ${c.title}, ` +
      `with an average best score of ${average}%.`,
    actionableSteps: allPassed
      ? [
          'Come back to these topics in a week and recall the main points without notes: spacing keeps them.',
          'Take the next lesson’s quiz soon after the lesson, while it is fresh, then again later.',
        ]
      : [
          'Go back to the quiz’s lesson, then close it and recall the main points from memory.',
          'Read the explanations shown for the questions you missed.',
          'Retake the quiz a day later rather than straight away: spaced retrieval lasts longer.',
        ],
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
    title: `Pick up ${c.title} again`,
    description: `Your last activity in ${c.title} was on ${c.lastActiveAt.toISOString().slice(0, 10)}, ${plural(days, 'day')} before this insight.`,
    actionableSteps: [
      'Before opening the next lesson, write down what you remember of the last one: a quick retrieval warm-up.',
      'Give the next lesson ten minutes today.',
    ],
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
  const title = {
    video: 'You complete more video lessons',
    document: 'You complete more reading lessons',
    balanced: 'You complete video and reading lessons alike',
  }[finding];
  let comparison = '';
  if (a?.primaryStyle) {
    const leaning = finding === 'video' ? 'visual' : finding === 'document' ? 'reading_writing' : null;
    const top = a.primaryStyle;
    comparison =
      leaning === null
        ? ''
        : leaning === top
          ? ' That matches the preference you gave in your assessment.'
          : ` Your assessment put ${lower(top)} first: what you finish and what you enjoy can differ, and both are fine.`;
  }
  return {
    ruleKey: 'formats',
    courseId: null,
    insightType: 'content_engagement',
    title,
    description: `You have completed ${plural(v, 'lesson')} with a video and ${plural(d, 'lesson')} with a document.${comparison}`,
    actionableSteps: [
      'Whatever the format, end each lesson by noting three points from memory.',
      'Try a lesson in the other format this week: a second way into the same idea helps it stick.',
    ],
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
