import { fillDailySeries, figuresWindowStart, type ForumFigures } from '@canopy/contracts';
import type { ForumDeps } from './deps';

const sum = (series: { count: number }[]) => series.reduce((n, d) => n + d.count, 0);

/**
 * GET /api/admin/forum-figures: discussions started and replies posted per UTC day over the last `days` days
 * (today included, by the service's clock), every day present, with their sums. Active administrators only.
 */
export async function forumFigures(deps: ForumDeps, days: number): Promise<ForumFigures> {
  const from = figuresWindowStart(days, deps.clock());
  const [started, posted] = await Promise.all([
    deps.stores.adminFigures.discussionsSince(from),
    deps.stores.adminFigures.repliesSince(from),
  ]);
  const discussions = fillDailySeries(from, days, started);
  const replies = fillDailySeries(from, days, posted);
  return {
    days,
    discussions,
    replies,
    totals: { discussions: sum(discussions), replies: sum(replies) },
  };
}
