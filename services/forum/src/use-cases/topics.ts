import {
  forumMessages,
  POPULAR_WINDOW_DAYS,
  type DiscussionListQuery,
  type DiscussionSummary,
  type ForumTopic,
  type Paged,
  type TopicListQuery,
} from '@canopy/contracts';
import { NotFoundError } from '@canopy/service-kit';
import type { ForumDeps } from './deps';
import { listDiscussions } from './discussions';

const windowStart = (deps: ForumDeps) => new Date(deps.clock().getTime() - POPULAR_WINDOW_DAYS * 86_400_000);

/** GET /api/forum-topics: every topic (general ones by title, then courses'), or the most active first. */
export function listTopics(deps: ForumDeps, query: TopicListQuery): Promise<ForumTopic[]> {
  return deps.stores.topics.list({ ...query, since: windowStart(deps) });
}

/** GET /api/forum-topics/{id}. */
export async function getTopic(deps: ForumDeps, id: number): Promise<ForumTopic> {
  const topic = await deps.stores.topics.find(id, windowStart(deps));
  if (!topic) throw new NotFoundError(forumMessages.topicNotFound);
  return topic;
}

/** GET /api/forum-topics/{id}/discussions: the topic's discussions, paged like every list. */
export async function topicDiscussions(
  deps: ForumDeps,
  id: number,
  query: DiscussionListQuery,
): Promise<Paged<DiscussionSummary>> {
  if (!(await deps.stores.topics.record(id))) throw new NotFoundError(forumMessages.topicNotFound);
  return listDiscussions(deps, { ...query, topicId: id });
}
