import type { DiscussionTab } from '@canopy/contracts';

export interface DiscussionFilters {
  tab: DiscussionTab;
  search: string;
  tag: string;
  page: number;
  topicId?: number;
}

/** The query string of GET /api/discussions for these filters (defaults left out). */
export function discussionQuery(filters: DiscussionFilters): string {
  const params = new URLSearchParams();
  if (filters.tab !== 'all') params.set('tab', filters.tab);
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.tag) params.set('tag', filters.tag);
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.topicId !== undefined) params.set('topicId', String(filters.topicId));
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/**
 * React Query keys of the forum remote. queryKey[0] is always a path the default query function could GET, so
 * invalidation can match on path prefixes ('/api/discussions', '/api/forum-topics').
 */
export const forumKeys = {
  topics: () => ['/api/forum-topics'] as const,
  popularTopics: () => ['/api/forum-topics?sort=popular&limit=6'] as const,
  topic: (id: number) => [`/api/forum-topics/${id}`] as const,
  topicDiscussions: (id: number, page: number) => [`/api/forum-topics/${id}/discussions`, { page }] as const,
  discussions: (filters: DiscussionFilters) => ['/api/discussions', filters] as const,
  discussion: (id: number) => [`/api/discussions/${id}`] as const,
  profile: (id: number) => [`/api/forum/users/${id}`] as const,
};
