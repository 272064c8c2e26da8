import type { DiscussionDetail, Reply } from '@canopy/contracts';
import { iso, isoOrNull } from '../stores/db';
import { postKey, type PostRef } from '../stores/reaction-store';
import type { DiscussionRecord } from '../stores/discussion-store';
import type { ReplyRecord } from '../stores/reply-store';
import type { Stores } from '../stores/stores';
import { excerptOf } from '../stores/mappers';
import { canMarkAnswer, canModify, canReact, canSeePost, isActive, type Viewer } from './access';

/** A reply as the viewer sees it (likes, flags and permissions are the viewer's). */
export function replyView(
  reply: ReplyRecord,
  viewer: Viewer,
  answerReplyId: number | null,
  liked: Set<string>,
  flagged: Set<string>,
): Reply {
  const key = postKey({ postType: 'reply', postId: reply.id });
  const flaggedByMe = flagged.has(key);
  return {
    id: reply.id,
    discussionId: reply.discussionId,
    content: reply.content,
    author: reply.author,
    createdAt: iso(reply.createdAt),
    editedAt: isoOrNull(reply.editedAt),
    likeCount: reply.likeCount,
    likedByMe: liked.has(key),
    flaggedByMe,
    isAnswer: answerReplyId === reply.id,
    status: reply.status,
    permissions: {
      canEdit: canModify(viewer, reply),
      canDelete: canModify(viewer, reply),
      canLike: canReact(viewer, reply),
      canFlag: canReact(viewer, reply) && !flaggedByMe,
    },
  };
}

async function viewerMarks(stores: Stores, viewer: Viewer, refs: PostRef[]) {
  if (!viewer) return { liked: new Set<string>(), flagged: new Set<string>() };
  const [liked, flagged] = await Promise.all([
    stores.reactions.likedBy(viewer.id, refs),
    stores.reactions.flaggedBy(viewer.id, refs),
  ]);
  return { liked, flagged };
}

/** GET /api/discussions/{id}: the discussion with the replies this viewer may see, oldest first. */
export async function discussionView(
  stores: Stores,
  discussion: DiscussionRecord,
  viewer: Viewer,
): Promise<DiscussionDetail> {
  const replies = (await stores.replies.listForDiscussion(discussion.id)).filter((r) =>
    canSeePost(viewer, r),
  );
  const refs: PostRef[] = [
    { postType: 'discussion', postId: discussion.id },
    ...replies.map((r) => ({ postType: 'reply' as const, postId: r.id })),
  ];
  const { liked, flagged } = await viewerMarks(stores, viewer, refs);
  const key = postKey({ postType: 'discussion', postId: discussion.id });
  const flaggedByMe = flagged.has(key);
  const answerReplyId = replies.some((r) => r.id === discussion.answerReplyId && r.status === 'visible')
    ? discussion.answerReplyId
    : null;
  return {
    id: discussion.id,
    title: discussion.title,
    content: discussion.content,
    excerpt: excerptOf(discussion.content),
    topicId: discussion.topicId,
    topic: { id: discussion.topicId, title: discussion.topicTitle, courseId: discussion.topicCourseId },
    tags: discussion.tags,
    tagList: discussion.tagList,
    courseId: discussion.courseId,
    lessonId: discussion.lessonId,
    author: discussion.author,
    // Counts maintained on write (visible replies); the list below may also hold the viewer's own hidden ones.
    replyCount: discussion.replyCount,
    likeCount: discussion.likeCount,
    answered: answerReplyId !== null,
    answerReplyId,
    status: discussion.status,
    createdAt: iso(discussion.createdAt),
    editedAt: isoOrNull(discussion.editedAt),
    lastActivityAt: iso(discussion.lastActivityAt),
    likedByMe: liked.has(key),
    flaggedByMe,
    replies: replies.map((r) => replyView(r, viewer, answerReplyId, liked, flagged)),
    permissions: {
      canEdit: canModify(viewer, discussion),
      canDelete: canModify(viewer, discussion),
      canLike: canReact(viewer, discussion),
      canFlag: canReact(viewer, discussion) && !flaggedByMe,
      canMarkAnswer: canMarkAnswer(viewer, discussion),
      canReply: isActive(viewer) && discussion.status === 'visible',
    },
  };
}
