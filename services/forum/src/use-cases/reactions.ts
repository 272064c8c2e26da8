import {
  FLAGS_TO_HIDE,
  forumMessages,
  type DiscussionDetail,
  type FlagReason,
  type Identity,
  type LikeState,
  type PostType,
} from '@canopy/contracts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@canopy/service-kit';
import type { PostRef } from '../stores/reaction-store';
import type { Stores } from '../stores/stores';
import { canMarkAnswer } from './access';
import type { ForumDeps } from './deps';
import { getDiscussion, visibleDiscussion } from './discussions';
import { visibleReply } from './replies';
import { setDiscussionStatus, setReplyStatus } from './visibility';

/** The post a reaction is about (visible to the actor), with the discussion it belongs to. */
async function reactionTarget(deps: ForumDeps, actor: Identity, ref: PostRef) {
  if (ref.postType === 'discussion') {
    const discussion = await visibleDiscussion(deps, actor, ref.postId);
    return { post: discussion, discussionId: discussion.id };
  }
  const { reply } = await visibleReply(deps, actor, ref.postId);
  return { post: reply, discussionId: reply.discussionId };
}

async function likeState(deps: ForumDeps, actor: Identity, ref: PostRef): Promise<LikeState> {
  const post =
    ref.postType === 'discussion'
      ? await deps.stores.discussions.find(ref.postId)
      : await deps.stores.replies.find(ref.postId);
  const liked = await deps.stores.reactions.likedBy(actor.id, [ref]);
  return { liked: liked.size > 0, likeCount: post?.likeCount ?? 0 };
}

/** PUT .../like: marks a post of someone else as helpful, once per member (repeats change nothing). */
export async function likePost(deps: ForumDeps, actor: Identity, ref: PostRef): Promise<LikeState> {
  const { post, discussionId } = await reactionTarget(deps, actor, ref);
  if (post.userId === actor.id) throw new ForbiddenError(forumMessages.cannotLikeOwn);
  if (post.status !== 'visible') throw new ConflictError(forumMessages.discussionLocked);
  await deps.stores.transaction(async (tx) => {
    const now = deps.clock();
    await tx.discussions.lock(discussionId);
    if (await tx.reactions.like(ref, actor.id, discussionId, now)) {
      await adjustLikes(tx, ref, 1);
      await tx.authors.remember(actor, null, now);
    }
  });
  return likeState(deps, actor, ref);
}

/** DELETE .../like: takes the member's mark back (nothing to take back is fine too). */
export async function unlikePost(deps: ForumDeps, actor: Identity, ref: PostRef): Promise<LikeState> {
  const { discussionId } = await reactionTarget(deps, actor, ref);
  await deps.stores.transaction(async (tx) => {
    await tx.discussions.lock(discussionId);
    if (await tx.reactions.unlike(ref, actor.id)) await adjustLikes(tx, ref, -1);
  });
  return likeState(deps, actor, ref);
}

function adjustLikes(tx: Stores, ref: PostRef, delta: number) {
  return ref.postType === 'discussion'
    ? tx.discussions.adjustLikeCount(ref.postId, delta)
    : tx.replies.adjustLikeCount(ref.postId, delta);
}

/** PUT /api/discussions/{id}/answer: the discussion's author, an educator or an administrator marks one reply. */
export async function markAnswer(
  deps: ForumDeps,
  actor: Identity,
  discussionId: number,
  replyId: number | null,
): Promise<DiscussionDetail> {
  const discussion = await visibleDiscussion(deps, actor, discussionId);
  if (!canMarkAnswer(actor, discussion)) throw new ForbiddenError(forumMessages.cannotMarkAnswer);
  if (replyId !== null) {
    const reply = await deps.stores.replies.find(replyId);
    if (!reply || reply.discussionId !== discussionId || reply.status !== 'visible') {
      throw new ValidationError(forumMessages.replyNotInDiscussion, [
        { path: 'replyId', message: forumMessages.replyNotInDiscussion },
      ]);
    }
  }
  await deps.stores.transaction(async (tx) => {
    const current = await tx.discussions.lock(discussionId);
    if (!current) throw new NotFoundError(forumMessages.discussionNotFound);
    await tx.discussions.update(discussionId, { answerReplyId: replyId });
    // The reply's author is told their reply is now the answer (not when they marked it themselves).
    if (replyId !== null && current.answerReplyId !== replyId) {
      const reply = (await tx.replies.find(replyId))!;
      if (reply.userId !== actor.id) {
        await tx.events.emit('forum.answer_marked', {
          discussionId,
          topicId: current.topicId,
          discussionTitle: current.title,
          replyId,
          replyAuthorId: reply.userId,
        });
      }
    }
  });
  return getDiscussion(deps, actor, discussionId);
}

/**
 * POST .../flags: a member flags someone else's post once. When members who flagged it reach FLAGS_TO_HIDE, the
 * post is hidden until a moderator reviews it.
 */
export async function flagPost(
  deps: ForumDeps,
  actor: Identity,
  ref: PostRef,
  input: { reason: FlagReason; note?: string },
): Promise<{ message: string; hidden: boolean }> {
  const { post, discussionId } = await reactionTarget(deps, actor, ref);
  if (post.userId === actor.id) throw new ForbiddenError(forumMessages.cannotFlagOwn);
  const hidden = await deps.stores.transaction(async (tx) => {
    const now = deps.clock();
    await tx.discussions.lock(discussionId);
    if (!(await tx.reactions.flag(ref, actor.id, input.reason, input.note ?? null, now))) {
      throw new ConflictError(forumMessages.alreadyFlagged);
    }
    await tx.authors.remember(actor, null, now);
    if ((await tx.reactions.openFlagCount(ref)) < FLAGS_TO_HIDE) return false;
    return hideForReview(tx, ref);
  });
  if (hidden) deps.logger.info({ ...ref }, 'post hidden by member flags, awaiting review');
  return {
    message: 'Thanks for letting us know. Our moderators will review this post.',
    hidden,
  };
}

async function hideForReview(tx: Stores, ref: PostRef): Promise<boolean> {
  if (ref.postType === 'discussion') {
    const current = (await tx.discussions.find(ref.postId))!;
    if (current.status !== 'visible') return false;
    await setDiscussionStatus(tx, current, 'hidden', 'flags');
    return true;
  }
  const current = (await tx.replies.find(ref.postId))!;
  if (current.status !== 'visible') return false;
  await setReplyStatus(tx, current, 'hidden', 'flags');
  return true;
}

export function postRef(postType: PostType, postId: number): PostRef {
  return { postType, postId };
}
