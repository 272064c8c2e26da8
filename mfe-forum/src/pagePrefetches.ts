import type { PagePrefetchContext } from '@canopy/auth';
import { numericParam } from '@canopy/ui/page-kit';
import { discussionDetailQuery, profileQuery, topicDiscussionsQuery, topicQuery } from './api/forumQueries';

/*
 * The first reads of the forum pages whose main content waits for them, started by the shell while the page's
 * chunk downloads (AppRoute.prefetch), with the page's own query options (api/forumQueries.ts). The forum's front
 * page has none: its reads carry its filters in their query string, which a page's declared reads cannot name.
 */

/** /forum/topics/:id: the topic and the page of its discussions the address asks for. */
export function prefetchTopic({ params, search, queryClient }: PagePrefetchContext): void {
  const id = numericParam(params.id);
  if (id === null) return;
  void queryClient.prefetchQuery(topicQuery(id));
  void queryClient.prefetchQuery(topicDiscussionsQuery(id, Math.max(1, Number(search.get('page')) || 1)));
}

/** /forum/topics/:id/discussions/:discussionId: the discussion with its replies. */
export function prefetchDiscussion({ params, queryClient }: PagePrefetchContext): void {
  const id = numericParam(params.discussionId);
  if (id !== null) void queryClient.prefetchQuery(discussionDetailQuery(id));
}

/** /forum/users/:id: the member's forum profile. */
export function prefetchProfile({ params, queryClient }: PagePrefetchContext): void {
  const id = numericParam(params.id);
  if (id !== null) void queryClient.prefetchQuery(profileQuery(id));
}
