import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isNotFound } from '@canopy/api-client/errors';
import { apiRequest } from '@canopy/api-client';
import type { DiscussionDetail, DiscussionSummary, ForumProfile, ForumTopic, Paged } from '@canopy/contracts';
import { discussionQuery, forumKeys, type DiscussionFilters } from '../queryKeys';

/** A 404 is an answer ("not found"), not a hiccup: retry other failures once, never a 404. */
const retryUnlessNotFound = (failureCount: number, error: unknown) => !isNotFound(error) && failureCount < 1;

export function useTopics() {
  return useQuery({
    queryKey: forumKeys.topics(),
    queryFn: ({ signal }) => apiRequest<ForumTopic[]>('GET', '/api/forum-topics', undefined, { signal }),
  });
}

/** The six topics with the most activity of the last 30 days. */
export function usePopularTopics() {
  return useQuery({
    queryKey: forumKeys.popularTopics(),
    queryFn: ({ signal }) =>
      apiRequest<ForumTopic[]>('GET', '/api/forum-topics?sort=popular&limit=6', undefined, { signal }),
  });
}

export function useTopic(id: number | null) {
  return useQuery({
    queryKey: forumKeys.topic(id ?? 0),
    queryFn: ({ signal }) => apiRequest<ForumTopic>('GET', `/api/forum-topics/${id}`, undefined, { signal }),
    enabled: id !== null,
    retry: retryUnlessNotFound,
  });
}

export function useTopicDiscussions(id: number | null, page: number) {
  return useQuery({
    queryKey: forumKeys.topicDiscussions(id ?? 0, page),
    queryFn: ({ signal }) =>
      apiRequest<Paged<DiscussionSummary>>(
        'GET',
        `/api/forum-topics/${id}/discussions${page > 1 ? `?page=${page}` : ''}`,
        undefined,
        { signal },
      ),
    enabled: id !== null,
    retry: retryUnlessNotFound,
    placeholderData: keepPreviousData,
  });
}

/** All / Recent / Popular, search and paging, filtered and ordered by the server. */
export function useDiscussions(filters: DiscussionFilters) {
  return useQuery({
    queryKey: forumKeys.discussions(filters),
    queryFn: ({ signal }) =>
      apiRequest<Paged<DiscussionSummary>>('GET', `/api/discussions${discussionQuery(filters)}`, undefined, {
        signal,
      }),
    // Keep the previous page on screen while the next loads (no flash of skeletons while typing or paging).
    placeholderData: keepPreviousData,
  });
}

export function useDiscussion(id: number | null) {
  return useQuery({
    queryKey: forumKeys.discussion(id ?? 0),
    queryFn: ({ signal }) =>
      apiRequest<DiscussionDetail>('GET', `/api/discussions/${id}`, undefined, { signal }),
    enabled: id !== null,
    retry: retryUnlessNotFound,
  });
}

export function useProfile(id: number | null) {
  return useQuery({
    queryKey: forumKeys.profile(id ?? 0),
    queryFn: ({ signal }) => apiRequest<ForumProfile>('GET', `/api/forum/users/${id}`, undefined, { signal }),
    enabled: id !== null,
    retry: retryUnlessNotFound,
  });
}
