import type { PostStatus } from '@canopy/contracts';
import type { DiscussionRecord } from '../stores/discussion-store';
import type { ReplyRecord } from '../stores/reply-store';
import type { Stores } from '../stores/stores';

/**
 * Changes a discussion's status and keeps the counts pages show in step: a topic counts its visible
 * discussions.
 */
export async function setDiscussionStatus(
  tx: Stores,
  discussion: Pick<DiscussionRecord, 'id' | 'topicId' | 'status'>,
  status: PostStatus,
  hiddenReason: 'flags' | 'moderator' | null,
): Promise<void> {
  await tx.discussions.update(discussion.id, {
    status,
    hiddenReason: status === 'hidden' ? hiddenReason : null,
  });
  const was = discussion.status === 'visible';
  const is = status === 'visible';
  if (was !== is) await tx.topics.adjustDiscussionCount(discussion.topicId, is ? 1 : -1);
}

/** Changes a reply's status: its discussion counts visible replies, and a reply that goes is no longer the answer. */
export async function setReplyStatus(
  tx: Stores,
  reply: Pick<ReplyRecord, 'id' | 'discussionId' | 'status'>,
  status: PostStatus,
  hiddenReason: 'flags' | 'moderator' | null,
): Promise<void> {
  await tx.replies.update(reply.id, { status, hiddenReason: status === 'hidden' ? hiddenReason : null });
  const was = reply.status === 'visible';
  const is = status === 'visible';
  if (was !== is) await tx.discussions.adjustReplyCount(reply.discussionId, is ? 1 : -1);
  if (status === 'deleted') await tx.discussions.clearAnswer(reply.id);
}
