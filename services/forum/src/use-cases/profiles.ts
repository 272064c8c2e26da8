import { forumMessages, type ForumProfile } from '@canopy/contracts';
import { NotFoundError } from '@canopy/service-kit';
import { isoOrNull } from '../stores/db';
import { toAuthor } from '../stores/mappers';
import type { ForumDeps } from './deps';

const RECENT_DISCUSSIONS = 5;

/** GET /api/forum/users/{id}: an author's public profile — name, role, joined, counts, recent discussions. */
export async function getProfile(deps: ForumDeps, userId: number): Promise<ForumProfile> {
  const author = await deps.stores.authors.find(userId);
  if (!author || author.deleted) throw new NotFoundError(forumMessages.userNotFound);
  const [stats, recent] = await Promise.all([
    deps.stores.discussions.memberStats(userId),
    deps.stores.discussions.list({
      tab: 'all',
      authorId: userId,
      page: 1,
      pageSize: RECENT_DISCUSSIONS,
      now: deps.clock(),
    }),
  ]);
  return {
    ...toAuthor(author),
    joinedAt: isoOrNull(author.accountCreatedAt),
    ...stats,
    recentDiscussions: recent.items,
  };
}
