import { fillDailySeries, figuresWindowStart, type CourseFigures } from '@canopy/contracts';
import type { CourseDeps } from './deps';

const sum = (series: { count: number }[]) => series.reduce((n, d) => n + d.count, 0);

/**
 * GET /api/admin/course-figures: enrollments and course completions per UTC day over the last `days` days (today
 * included), every day of the window present, with their sums. The route admits active administrators only.
 */
export async function courseFigures(
  deps: CourseDeps,
  days: number,
  now = new Date(),
): Promise<CourseFigures> {
  const from = figuresWindowStart(days, now);
  const [enrolled, completed] = await Promise.all([
    deps.stores.adminFigures.enrollmentsSince(from),
    deps.stores.adminFigures.completionsSince(from),
  ]);
  const enrollments = fillDailySeries(from, days, enrolled);
  const completions = fillDailySeries(from, days, completed);
  return {
    days,
    enrollments,
    completions,
    totals: { enrollments: sum(enrollments), completions: sum(completions) },
  };
}
