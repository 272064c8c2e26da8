import { z } from 'zod';

/*
 * The admin dashboard's Figures tab gathers one answer per service: sign-ups from identity (GET /api/admin/figures,
 * identityFiguresSchema), enrollments and completions from the course service, forum activity from the forum
 * service. Every series has one entry per UTC day of the window, oldest first, days without any included; the
 * window (`days`, 30 or 90) is validated with figuresQuerySchema (user-admin.ts) everywhere.
 */

/** One UTC day of a series: `date` is YYYY-MM-DD. */
export const dailyCountSchema = z.object({ date: z.string(), count: z.number().int().min(0) });
export type DailyCount = z.infer<typeof dailyCountSchema>;

/** GET /api/admin/course-figures?days=30|90 (course service, active administrators). */
export const courseFiguresSchema = z.object({
  days: z.number().int(),
  /** New enrollments per day (by enrollment time). */
  enrollments: z.array(dailyCountSchema),
  /** Courses completed per day (by completion time). */
  completions: z.array(dailyCountSchema),
  /** Sums over the window. */
  totals: z.object({ enrollments: z.number().int(), completions: z.number().int() }),
});
export type CourseFigures = z.infer<typeof courseFiguresSchema>;

/** GET /api/admin/forum-figures?days=30|90 (forum service, active administrators). */
export const forumFiguresSchema = z.object({
  days: z.number().int(),
  /** Discussions started per day (every status: moderation does not rewrite history). */
  discussions: z.array(dailyCountSchema),
  /** Replies posted per day (every status). */
  replies: z.array(dailyCountSchema),
  totals: z.object({ discussions: z.number().int(), replies: z.number().int() }),
});
export type ForumFigures = z.infer<typeof forumFiguresSchema>;

const DAY_MS = 86_400_000;

/** The first UTC day (midnight) of a window of `days` days ending today (`now`'s UTC day). */
export function figuresWindowStart(days: number, now: Date = new Date()): Date {
  const today = new Date(now.getTime());
  today.setUTCHours(0, 0, 0, 0);
  return new Date(today.getTime() - (days - 1) * DAY_MS);
}

/** Every day of the window, oldest first, with the counts found (absent days are 0). */
export function fillDailySeries(from: Date, days: number, found: readonly DailyCount[]): DailyCount[] {
  const byDate = new Map(found.map((d) => [d.date, d.count]));
  return Array.from({ length: days }, (_, i) => {
    const date = new Date(from.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    return { date, count: byDate.get(date) ?? 0 };
  });
}
