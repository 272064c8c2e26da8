import type { PagePrefetchContext } from '@canopy/auth';
import { numericParam } from '@canopy/ui/page-kit';
import {
  discussionDetailQuery,
  discussionsQuery,
  popularTopicsQuery,
  profileQuery,
  topicDiscussionsQuery,
  topicQuery,
} from './api/forumQueries';
import { readFilters } from './lib/discussionFilters';

/*
 * The first reads of the forum pages whose main content waits for them, started by the shell while the page's
 * chunk downloads (AppRoute.prefetch), with the page's own query options (api/forumQueries.ts).
 */

/** /forum: the discussions its address filters for, and the popular topics beside them. */
export function prefetchForum({ search, queryClient }: PagePrefetchContext): void {
  void queryClient.prefetchQuery(discussionsQuery(readFilters(search)));
  void queryClient.prefetchQuery(popularTopicsQuery());
}

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
