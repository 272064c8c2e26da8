import { currentLanguage } from '@canopy/i18n';
import { formatNumber } from '@canopy/i18n/format';

/** A course is in progress when its progress is strictly between 0 and 100 (spec section 4). */
export function isInProgress(progress: number | null | undefined): boolean {
  return typeof progress === 'number' && progress > 0 && progress < 100;
}

/**
 * The home page's Featured Courses: the newest courses in the catalogue (by when they were approved, else
 * created) that the learner has not joined, at most `limit` (3 on the home page).
 */
export function featuredCourses<T extends { id: number; createdAt: string; approvedAt?: string | null }>(
  courses: readonly T[],
  enrolledCourseIds: ReadonlySet<number>,
  limit = 3,
): T[] {
  const since = (c: T) => Date.parse(c.approvedAt ?? c.createdAt) || 0;
  return courses
    .filter((c) => !enrolledCourseIds.has(c.id))
    .sort((a, b) => since(b) - since(a) || b.id - a.id)
    .slice(0, limit);
}

/** "1 lesson", "3 lessons" — English only: translated pages say `t('{{n}} lessons', { count, n: groupDigits(count) })`. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${groupDigits(count)} ${count === 1 ? one : many}`;
}

/**
 * A count with its thousands grouped in the current language (1,234 / 1234). The first number format of a page
 * starts the browser's number formatting (tens of ms on a slow machine, during the catalogue's first render); a
 * whole number under 1,000 reads the same without it.
 */
export function groupDigits(count: number): string {
  return Number.isInteger(count) && Math.abs(count) < 1000
    ? String(count)
    : formatNumber(count, currentLanguage());
}
