import type { CourseAnalytics } from '@canopy/contracts';

/** A whole percentage of `of` (0 when `of` is 0). */
export const percentOf = (n: number, of: number) => (of === 0 ? 0 : Math.round((n / of) * 100));

/**
 * The lesson where the share of enrolled learners who completed it falls the most from the step before (the first
 * lesson is compared with everyone enrolled): where learners stop. Null without learners or without any fall.
 */
export function biggestDrop(
  lessons: CourseAnalytics['lessons'],
  enrolled: number,
): { index: number; points: number } | null {
  if (enrolled === 0) return null;
  let drop: { index: number; points: number } | null = null;
  let previous = 100;
  lessons.forEach((l, index) => {
    const share = percentOf(l.completions, enrolled);
    const points = previous - share;
    if (points > 0 && (!drop || points > drop.points)) drop = { index, points };
    previous = share;
  });
  return drop;
}
