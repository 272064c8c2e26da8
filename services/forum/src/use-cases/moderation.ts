import {
  forumMessages,
  type FlaggedPost,
  type Identity,
  type ModerationAction,
  type ModerationRecord,
  type Paged,
  type PostRevision,
} from '@canopy/contracts';
import { NotFoundError } from '@canopy/service-kit';
import { iso } from '../stores/db';
import type { PostRef } from '../stores/reaction-store';
import type { Stores } from '../stores/stores';
import type { ForumDeps } from './deps';
import { paged } from './paging';
import { setDiscussionStatus, setReplyStatus } from './visibility';

const HIDDEN_REASONS = new Set(['flags', 'moderator']);

/** Any post, whatever its status (moderators see everything). */
async function loadPost(stores: Stores, ref: PostRef) {
  if (ref.postType === 'discussion') {
    const d = await stores.discussions.find(ref.postId);
    if (!d) return null;
    return { ...d, discussionId: d.id, title: d.title };
  }
  const r = await stores.replies.find(ref.postId);
  if (!r) return null;
  const d = await stores.discussions.find(r.discussionId);
  return { ...r, discussionId: r.discussionId, title: d ? `Re: ${d.title}` : 'Reply' };
}

async function flaggedPostView(stores: Stores, ref: PostRef): Promise<FlaggedPost | null> {
  const post = await loadPost(stores, ref);
  if (!post) return null;
  const [flags, actions] = await Promise.all([stores.moderation.flags(ref), stores.moderation.actions(ref)]);
  return {
    ...ref,
    discussionId: post.discussionId,
    title: post.title,
    content: post.content,
    author: post.author,
    status: post.status,
    hiddenReason:
      post.status === 'hidden' && post.hiddenReason && HIDDEN_REASONS.has(post.hiddenReason)
        ? (post.hiddenReason as 'flags' | 'moderator')
        : null,
    createdAt: iso(post.createdAt),
    openFlagCount: flags.filter((f) => f.resolvedAt === null).length,
    flags,
    actions,
  };
}

/** GET /api/forum/moderation/flags: flagged posts, the latest flagged first. */
export async function moderationQueue(
  deps: ForumDeps,
  query: { status: 'open' | 'resolved'; page: number; pageSize: number },
): Promise<Paged<FlaggedPost>> {
  const { items, total } = await deps.stores.moderation.flaggedPosts(
    query.status,
    query.page,
    query.pageSize,
  );
  const views = await Promise.all(items.map((ref) => flaggedPostView(deps.stores, ref)));
  return paged(
    views.filter((v): v is FlaggedPost => v !== null),
    total,
    query.page,
    query.pageSize,
  );
}

/** GET /api/forum/moderation/{type}/{id}: one post with its flags and decisions. */
export async function moderatedPost(deps: ForumDeps, ref: PostRef): Promise<FlaggedPost> {
  const view = await flaggedPostView(deps.stores, ref);
  if (!view)
    throw new NotFoundError(
      ref.postType === 'reply' ? forumMessages.replyNotFound : forumMessages.discussionNotFound,
    );
  return view;
}

/** Where a moderator acted from, for the platform's audit log. */
export interface ModerationContext {
  ipAddress: string | null;
}

/** The audit log's action names (identity's Activity tab). */
const auditActions: Record<ModerationAction, string> = {
  keep: 'forum.post_kept',
  hide: 'forum.post_hidden',
  delete: 'forum.post_deleted',
};

/**
 * POST /api/forum/moderation/{type}/{id}/{keep|hide|delete}: keep makes the post visible again, hide takes it
 * out of view, delete removes it; each closes the open flags and is recorded with the moderator and the time,
 * here and (event `admin.action_recorded`, in the same transaction) in the platform's audit log.
 */
export async function decide(
  deps: ForumDeps,
  moderator: Identity,
  ref: PostRef,
  action: ModerationAction,
  note: string | undefined,
  context: ModerationContext = { ipAddress: null },
): Promise<FlaggedPost> {
  const status = action === 'keep' ? 'visible' : action === 'hide' ? 'hidden' : 'deleted';
  await deps.stores.transaction(async (tx) => {
    const now = deps.clock();
    const post = await loadPost(tx, ref);
    if (!post) {
      throw new NotFoundError(
        ref.postType === 'reply' ? forumMessages.replyNotFound : forumMessages.discussionNotFound,
      );
    }
    await tx.discussions.lock(post.discussionId);
    if (post.status !== 'deleted' || action === 'delete') {
      if (ref.postType === 'discussion') {
        await setDiscussionStatus(
          tx,
          { id: ref.postId, topicId: (post as { topicId: number }).topicId, status: post.status },
          status,
          'moderator',
        );
      } else {
        await setReplyStatus(
          tx,
          { id: ref.postId, discussionId: post.discussionId, status: post.status },
          status,
          'moderator',
        );
      }
    }
    await tx.reactions.resolveFlags(ref, now);
    await tx.authors.remember(moderator, null, now);
    await tx.moderation.record(ref, action, moderator.id, note ?? null, now);
    await tx.events.emit('admin.action_recorded', {
      actorId: moderator.id,
      action: auditActions[action],
      targetType: ref.postType,
      targetId: String(ref.postId),
      previousValue: { status: post.status },
      newValue: {
        status: post.status === 'deleted' && action !== 'delete' ? 'deleted' : status,
        ...(note ? { note } : {}),
      },
      ipAddress: context.ipAddress,
      occurredAt: now.toISOString(),
    });
  });
  deps.logger.info({ ...ref, action, moderatorId: moderator.id }, 'moderation decision');
  return moderatedPost(deps, ref);
}

/** GET /api/forum/moderation/{type}/{id}/revisions: earlier versions of an edited post, newest first. */
export async function postRevisions(deps: ForumDeps, ref: PostRef): Promise<PostRevision[]> {
  const post = await loadPost(deps.stores, ref);
  if (!post)
    throw new NotFoundError(
      ref.postType === 'reply' ? forumMessages.replyNotFound : forumMessages.discussionNotFound,
    );
  return deps.stores.moderation.revisions(ref);
}

/** GET /api/forum/moderation/actions: the moderation log, newest first. */
export async function moderationLog(
  deps: ForumDeps,
  page: number,
  pageSize: number,
): Promise<Paged<ModerationRecord>> {
  const { items, total } = await deps.stores.moderation.recentActions(page, pageSize);
  return paged(items, total, page, pageSize);
}
