import {
  forumMessages,
  type DiscussionCreateInput,
  type DiscussionDetail,
  type DiscussionListQuery,
  type DiscussionSummary,
  type DiscussionUpdateInput,
  type Identity,
  type Paged,
} from '@canopy/contracts';
import { ForbiddenError, NotFoundError, ValidationError } from '@canopy/service-kit';
import { joinTags } from '../stores/discussion-rows';
import type { Stores } from '../stores/stores';
import type { TopicRecord } from '../stores/topic-store';
import { canModify, canSeePost, isAdmin, type Viewer } from './access';
import type { ForumDeps } from './deps';
import { discussionView } from './discussion-view';
import { memberStanding } from './member-standing';
import { paged } from './paging';
import { enforcePostingLimits } from './posting-limits';
import { setDiscussionStatus } from './visibility';

/**
 * GET /api/discussions: All (newest first), Recent (newest activity) or Popular; search, filters, paging. A page
 * is kept while its rows are unchanged (service-kit's kept-reads.ts) — not Popular's: its figures count the replies
 * and likes of the last 30 days, which change with the clock alone.
 */
export async function listDiscussions(
  deps: ForumDeps,
  query: DiscussionListQuery,
): Promise<Paged<DiscussionSummary>> {
  const filter = { ...query, now: deps.clock() };
  const read = async () => {
    const { items, total } = await deps.stores.discussions.list(filter);
    return paged(items, total, query.page, query.pageSize);
  };
  if (query.tab === 'popular') return read();
  const { tab, search, topicId, courseId, lessonId, authorId, tag, page, pageSize } = query;
  const key = JSON.stringify([tab, search, topicId, courseId, lessonId, authorId, tag, page, pageSize]);
  return deps.keptLists.read(key, () => deps.stores.discussions.standing(filter), read);
}

/** A discussion the viewer may see, else 404 (a hidden post is not admitted to exist). */
export async function visibleDiscussion(deps: ForumDeps, viewer: Viewer, id: number) {
  const discussion = await deps.stores.discussions.find(id);
  if (!discussion || !canSeePost(viewer, discussion))
    throw new NotFoundError(forumMessages.discussionNotFound);
  return discussion;
}

/** GET /api/discussions/{id}. */
export async function getDiscussion(deps: ForumDeps, viewer: Viewer, id: number): Promise<DiscussionDetail> {
  return discussionView(deps.stores, await visibleDiscussion(deps, viewer, id), viewer);
}

/**
 * The topic a new discussion goes to. A course discussion goes to the course's own topic, made the first time
 * the forum hears of the (approved) course; a discussion started in a course's topic belongs to that course.
 */
async function resolvePlace(
  deps: ForumDeps,
  input: DiscussionCreateInput,
  requestId?: string,
): Promise<{ topic: TopicRecord; courseId: number | null; lessonId: number | null }> {
  if (input.courseId === undefined) {
    const topic = await deps.stores.topics.record(input.topicId!);
    if (!topic) throw new NotFoundError(forumMessages.topicNotFound);
    return { topic, courseId: topic.courseId, lessonId: null };
  }
  const course = await deps.courses.course(input.courseId, requestId);
  if (!course) throw new NotFoundError(forumMessages.courseNotFound);
  if (input.lessonId !== undefined) {
    const lessonCourse = await deps.courses.lessonCourseId(input.lessonId, requestId);
    if (lessonCourse !== course.id) throw new NotFoundError(forumMessages.lessonNotFound);
  }
  const topic = await deps.stores.topics.ensureForCourse({
    courseId: course.id,
    title: course.title,
    description: `Questions, insights and study notes from learners of "${course.title}".`,
    categoryId: course.categoryId,
    createdAt: deps.clock(),
  });
  if (input.topicId !== undefined && input.topicId !== topic.id) {
    throw new ValidationError(forumMessages.topicNotForCourse, [
      { path: 'topicId', message: forumMessages.topicNotForCourse },
    ]);
  }
  return { topic, courseId: course.id, lessonId: input.lessonId ?? null };
}

/**
 * POST /api/discussions. In one transaction: the posting limits, the author's current name, the discussion,
 * the topic's count and activity, and — for a member's first post in a course — the contribution event.
 */
export async function createDiscussion(
  deps: ForumDeps,
  actor: Identity,
  input: DiscussionCreateInput,
  requestId?: string,
): Promise<DiscussionDetail> {
  const place = await resolvePlace(deps, input, requestId);
  const standing = await memberStanding(deps, actor, requestId);
  const id = await deps.stores.transaction(async (tx) => {
    const now = deps.clock();
    await tx.posting.lockMember(actor.id);
    await enforcePostingLimits(
      tx,
      deps.limits,
      actor,
      { kind: 'discussion', content: input.content },
      standing,
      now,
    );
    await tx.authors.remember(actor, standing.createdAt, now);
    const discussionId = await tx.discussions.insert({
      title: input.title,
      content: input.content,
      userId: actor.id,
      topicId: place.topic.id,
      tagList: input.tags,
      courseId: place.courseId,
      lessonId: place.lessonId,
      createdAt: now,
    });
    await tx.topics.adjustDiscussionCount(place.topic.id, 1);
    await tx.topics.touch(place.topic.id, now);
    if (place.courseId !== null) {
      await recordCourseContribution(tx, actor.id, place.courseId, discussionId, now);
    }
    return discussionId;
  });
  deps.logger.info({ discussionId: id, topicId: place.topic.id, userId: actor.id }, 'discussion started');
  return getDiscussion(deps, actor, id);
}

/** A member's first post in a course's forum tells the course service (milestone), once. */
export async function recordCourseContribution(
  tx: Stores,
  userId: number,
  courseId: number,
  discussionId: number,
  now: Date,
): Promise<void> {
  if (await tx.posting.firstCourseContribution(userId, courseId, discussionId, now)) {
    await tx.events.emit('forum.contribution_made', { userId, courseId, discussionId });
  }
}

/** PATCH /api/discussions/{id}: the author or an administrator; the replaced version is kept for moderators. */
export async function updateDiscussion(
  deps: ForumDeps,
  actor: Identity,
  id: number,
  input: DiscussionUpdateInput,
): Promise<DiscussionDetail> {
  const current = await visibleDiscussion(deps, actor, id);
  if (!canModify(actor, current)) throw new ForbiddenError(forumMessages.notAuthor);
  await deps.stores.transaction(async (tx) => {
    const now = deps.clock();
    const before = (await tx.discussions.lock(id))!;
    const changes = {
      title: input.title !== undefined && input.title !== before.title ? input.title : undefined,
      content: input.content !== undefined && input.content !== before.content ? input.content : undefined,
      tagList: input.tags !== undefined && joinTags(input.tags) !== before.tags ? input.tags : undefined,
    };
    if (changes.title === undefined && changes.content === undefined && changes.tagList === undefined) return;
    await tx.moderation.addRevision({
      postType: 'discussion',
      postId: id,
      title: before.title,
      content: before.content,
      tags: before.tags,
      editedBy: actor.id,
      at: now,
    });
    await tx.authors.remember(actor, null, now);
    await tx.discussions.update(id, { ...changes, editedAt: now });
  });
  return getDiscussion(deps, actor, id);
}

/** DELETE /api/discussions/{id}: the author or an administrator; kept (deleted) for moderators. */
export async function deleteDiscussion(deps: ForumDeps, actor: Identity, id: number): Promise<void> {
  const current = await visibleDiscussion(deps, actor, id);
  if (!canModify(actor, current)) throw new ForbiddenError(forumMessages.notAuthor);
  await deps.stores.transaction(async (tx) => {
    const now = deps.clock();
    const before = (await tx.discussions.lock(id))!;
    if (before.status === 'deleted') return;
    await setDiscussionStatus(tx, before, 'deleted', null);
    await tx.reactions.resolveFlags({ postType: 'discussion', postId: id }, now);
    if (actor.id !== before.userId && isAdmin(actor)) {
      await tx.authors.remember(actor, null, now);
      await tx.moderation.record({ postType: 'discussion', postId: id }, 'delete', actor.id, null, now);
    }
  });
}
