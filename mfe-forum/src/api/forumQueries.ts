import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@canopy/api-client';
import type { DiscussionDetail, DiscussionSummary, ForumProfile, ForumTopic, Paged } from '@canopy/contracts';
import { discussionQuery, forumKeys, type DiscussionFilters } from '../queryKeys';

/*
 * The reads of the forum's pages, as query options: the pages' hooks (useForumQueries.ts) and their routes'
 * prefetches (pagePrefetches.ts) ask with the same key and request, so a prefetched read is the one the page finds.
 * A GET here also joins the page's first read if the shell sent it early (the request layer does). Retries are the
 * platform's (`retryOnce`): a 404 is an answer, never asked again.
 */

export const topicQuery = (id: number) =>
  queryOptions({
    queryKey: forumKeys.topic(id),
    queryFn: ({ signal }) => apiRequest<ForumTopic>('GET', `/api/forum-topics/${id}`, undefined, { signal }),
  });

export const topicDiscussionsQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: forumKeys.topicDiscussions(id, page),
    queryFn: ({ signal }) =>
      apiRequest<Paged<DiscussionSummary>>(
        'GET',
        `/api/forum-topics/${id}/discussions${page > 1 ? `?page=${page}` : ''}`,
        undefined,
        { signal },
      ),
  });

export const discussionDetailQuery = (id: number) =>
  queryOptions({
    queryKey: forumKeys.discussion(id),
    queryFn: ({ signal }) =>
      apiRequest<DiscussionDetail>('GET', `/api/discussions/${id}`, undefined, { signal }),
  });

export const profileQuery = (id: number) =>
  queryOptions({
    queryKey: forumKeys.profile(id),
    queryFn: ({ signal }) => apiRequest<ForumProfile>('GET', `/api/forum/users/${id}`, undefined, { signal }),
  });

/** The six topics with the most activity of the last 30 days. */
export const popularTopicsQuery = () =>
  queryOptions({
    queryKey: forumKeys.popularTopics(),
    queryFn: ({ signal }) =>
      apiRequest<ForumTopic[]>('GET', '/api/forum-topics?sort=popular&limit=6', undefined, { signal }),
  });

/** All / Recent / Popular, search and paging, filtered and ordered by the server. */
export const discussionsQuery = (filters: DiscussionFilters) =>
  queryOptions({
    queryKey: forumKeys.discussions(filters),
    queryFn: ({ signal }) =>
      apiRequest<Paged<DiscussionSummary>>('GET', `/api/discussions${discussionQuery(filters)}`, undefined, {
        signal,
      }),
  });
