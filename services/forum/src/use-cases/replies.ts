import { forumMessages, type Identity, type Reply, type ReplyCreateInput } from '@canopy/contracts';
import { ConflictError, ForbiddenError, NotFoundError } from '@canopy/service-kit';
import { canModify, canSeePost, isAdmin, type Viewer } from './access';
import type { ForumDeps } from './deps';
import { replyView } from './discussion-view';
import { recordCourseContribution, visibleDiscussion } from './discussions';
import { memberStanding } from './member-standing';
import { enforcePostingLimits } from './posting-limits';
import { setReplyStatus } from './visibility';

/** A reply the viewer may see (in a discussion they may see), else 404. */
export async function visibleReply(deps: ForumDeps, viewer: Viewer, id: number) {
  const reply = await deps.stores.replies.find(id);
  if (!reply || !canSeePost(viewer, reply)) throw new NotFoundError(forumMessages.replyNotFound);
  const discussion = await deps.stores.discussions.find(reply.discussionId);
  if (!discussion || !canSeePost(viewer, discussion)) throw new NotFoundError(forumMessages.replyNotFound);
  return { reply, discussion };
}

/** One reply as the viewer sees it. */
export async function getReply(deps: ForumDeps, viewer: Viewer, id: number): Promise<Reply> {
  const { reply, discussion } = await visibleReply(deps, viewer, id);
  const ref = [{ postType: 'reply' as const, postId: id }];
  const [liked, flagged] = viewer
    ? await Promise.all([
        deps.stores.reactions.likedBy(viewer.id, ref),
        deps.stores.reactions.flaggedBy(viewer.id, ref),
      ])
    : [new Set<string>(), new Set<string>()];
  return replyView(reply, viewer, discussion.answerReplyId, liked, flagged);
}

/**
 * POST /api/discussions/{id}/replies. In one transaction: the posting limits, the reply, the discussion's reply
 * count and activity (it moves up in Recent), the topic's activity and a first course contribution's event.
 */
export async function createReply(
  deps: ForumDeps,
  actor: Identity,
  discussionId: number,
  input: ReplyCreateInput,
  requestId?: string,
): Promise<Reply> {
  const discussion = await visibleDiscussion(deps, actor, discussionId);
  if (discussion.status !== 'visible') throw new ConflictError(forumMessages.discussionLocked);
  const standing = await memberStanding(deps, actor, requestId);
  const id = await deps.stores.transaction(async (tx) => {
    const now = deps.clock();
    await tx.posting.lockMember(actor.id);
    const current = await tx.discussions.lock(discussionId);
    if (!current || current.status !== 'visible') throw new ConflictError(forumMessages.discussionLocked);
    await enforcePostingLimits(
      tx,
      deps.limits,
      actor,
      { kind: 'reply', content: input.content },
      standing,
      now,
    );
    await tx.authors.remember(actor, standing.createdAt, now);
    const replyId = await tx.replies.insert({
      discussionId,
      content: input.content,
      userId: actor.id,
      createdAt: now,
    });
    await tx.discussions.adjustReplyCount(discussionId, 1);
    await tx.discussions.touch(discussionId, now);
    await tx.topics.touch(current.topicId, now);
    if (current.courseId !== null) {
      await recordCourseContribution(tx, actor.id, current.courseId, discussionId, now);
    }
    // The discussion's author is told (live-session notifies; open discussion pages refresh), never of their own.
    if (current.userId !== actor.id) {
      await tx.events.emit('forum.reply_posted', {
        discussionId,
        topicId: current.topicId,
        discussionTitle: current.title,
        discussionAuthorId: current.userId,
        replyId,
        replyAuthorId: actor.id,
      });
    }
    return replyId;
  });
  deps.logger.info({ replyId: id, discussionId, userId: actor.id }, 'reply posted');
  return getReply(deps, actor, id);
}

/** PATCH /api/forum/replies/{id}: the author or an administrator; the replaced text is kept for moderators. */
export async function updateReply(
  deps: ForumDeps,
  actor: Identity,
  id: number,
  input: ReplyCreateInput,
): Promise<Reply> {
  const { reply } = await visibleReply(deps, actor, id);
  if (!canModify(actor, reply)) throw new ForbiddenError(forumMessages.notAuthor);
  if (input.content !== reply.content) {
    await deps.stores.transaction(async (tx) => {
      const now = deps.clock();
      await tx.moderation.addRevision({
        postType: 'reply',
        postId: id,
        title: null,
        content: reply.content,
        tags: null,
        editedBy: actor.id,
        at: now,
      });
      await tx.authors.remember(actor, null, now);
      await tx.replies.update(id, { content: input.content, editedAt: now });
    });
  }
  return getReply(deps, actor, id);
}

/** DELETE /api/forum/replies/{id}: the author or an administrator. */
export async function deleteReply(deps: ForumDeps, actor: Identity, id: number): Promise<void> {
  const { reply } = await visibleReply(deps, actor, id);
  if (!canModify(actor, reply)) throw new ForbiddenError(forumMessages.notAuthor);
  await deps.stores.transaction(async (tx) => {
    const now = deps.clock();
    await tx.discussions.lock(reply.discussionId);
    const current = (await tx.replies.find(id))!;
    if (current.status === 'deleted') return;
    await setReplyStatus(tx, current, 'deleted', null);
    await tx.reactions.resolveFlags({ postType: 'reply', postId: id }, now);
    if (actor.id !== current.userId && isAdmin(actor)) {
      await tx.authors.remember(actor, null, now);
      await tx.moderation.record({ postType: 'reply', postId: id }, 'delete', actor.id, null, now);
    }
  });
}
