import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@canopy/api-client';
import type { ForumTopic } from '@canopy/contracts';
import { forumKeys, type DiscussionFilters } from '../queryKeys';
import {
  discussionDetailQuery,
  discussionsQuery,
  popularTopicsQuery,
  profileQuery,
  topicDiscussionsQuery,
  topicQuery,
} from './forumQueries';

export function useTopics() {
  return useQuery({
    queryKey: forumKeys.topics(),
    queryFn: ({ signal }) => apiRequest<ForumTopic[]>('GET', '/api/forum-topics', undefined, { signal }),
  });
}

/** The six topics with the most activity of the last 30 days. */
export function usePopularTopics() {
  return useQuery(popularTopicsQuery());
}

export function useTopic(id: number | null) {
  return useQuery({ ...topicQuery(id ?? 0), enabled: id !== null });
}

export function useTopicDiscussions(id: number | null, page: number) {
  return useQuery({
    ...topicDiscussionsQuery(id ?? 0, page),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}

/** All / Recent / Popular, search and paging, filtered and ordered by the server. */
export function useDiscussions(filters: DiscussionFilters) {
  return useQuery({
    ...discussionsQuery(filters),
    // Keep the previous page on screen while the next loads (no flash of skeletons while typing or paging).
    placeholderData: keepPreviousData,
  });
}

export function useDiscussion(id: number | null) {
  return useQuery({ ...discussionDetailQuery(id ?? 0), enabled: id !== null });
}

export function useProfile(id: number | null) {
  return useQuery({ ...profileQuery(id ?? 0), enabled: id !== null });
}
