import { splitTags, type Identity } from '@canopy/contracts';
import type { AccountFacts } from '../identity/account-directory';
import type { ForumDeps } from '../use-cases/deps';
import { demoTopics, type DemoMember } from './demo-forum';

export interface DemoForumMembers {
  adminId: number;
  educatorId: number;
  learnerId: number;
  learner2Id: number;
}

export interface DemoForumSummary {
  seeded: boolean;
  topics: number;
  discussions: number;
  replies: number;
}

const DAY_MS = 86_400_000;

// The identity service's demo accounts, used when it cannot be asked (names only; the ids come from config).
const fallbackNames: Record<DemoMember, Omit<Identity, 'id' | 'status'>> = {
  admin: { username: 'admin', firstName: 'Avery', lastName: 'Stone', role: 'admin' },
  educator: { username: 'educator', firstName: 'Elena', lastName: 'Rivers', role: 'educator' },
  learner: { username: 'student', firstName: 'Sam', lastName: 'Leaf', role: 'student' },
  learner2: { username: 'student2', firstName: 'Maya', lastName: 'Brook', role: 'student' },
};

/**
 * Demo mode: topics across the platform's categories with conversations between the demo accounts, dated over
 * the last weeks. Runs once (a second start finds the first topic and stops). The demo accounts are recorded as
 * long-standing members, as their backdated posts say, so the new-account posting limits do not apply to them.
 */
export async function seedDemoForum(deps: ForumDeps, members: DemoForumMembers): Promise<DemoForumSummary> {
  const first = demoTopics[0]!;
  if (await deps.stores.topics.findByTitle(first.title)) {
    return { seeded: false, topics: 0, discussions: 0, replies: 0 };
  }
  const now = deps.clock().getTime();
  const at = (daysAgo: number, minutes = 0) => new Date(now - daysAgo * DAY_MS + minutes * 60_000);
  const ids: Record<DemoMember, number> = {
    admin: members.adminId,
    educator: members.educatorId,
    learner: members.learnerId,
    learner2: members.learner2Id,
  };

  const identities = {} as Record<DemoMember, Identity>;
  for (const member of Object.keys(ids) as DemoMember[]) {
    let facts: AccountFacts | null = null;
    try {
      facts = (await deps.accounts.lookup(ids[member])) ?? null;
    } catch {
      facts = null;
    }
    identities[member] = facts
      ? { ...facts, status: 'active' }
      : { id: ids[member], status: 'active', ...fallbackNames[member] };
  }

  let discussions = 0;
  let replies = 0;
  await deps.stores.transaction(async (tx) => {
    for (const member of Object.keys(identities) as DemoMember[]) {
      await tx.authors.remember(identities[member], at(90), at(90));
    }
    for (const [topicIndex, topic] of demoTopics.entries()) {
      const created = await tx.topics.create({
        title: topic.title,
        description: topic.description,
        categoryId: topic.categoryId,
        createdAt: at(60, topicIndex),
      });
      for (const d of topic.discussions) {
        const discussionId = await tx.discussions.insert({
          title: d.title,
          content: d.content,
          userId: ids[d.by],
          topicId: created.id,
          tagList: splitTags(d.tags),
          courseId: null,
          lessonId: null,
          createdAt: at(d.daysAgo),
        });
        discussions += 1;
        await tx.topics.adjustDiscussionCount(created.id, 1);
        await tx.topics.touch(created.id, at(d.daysAgo));
        for (const member of d.likedBy ?? []) {
          if (
            await tx.reactions.like(
              { postType: 'discussion', postId: discussionId },
              ids[member],
              discussionId,
              at(d.daysAgo, 90),
            )
          ) {
            await tx.discussions.adjustLikeCount(discussionId, 1);
          }
        }
        for (const [i, r] of d.replies.entries()) {
          // Replies on the same day as the discussion come a little after it, in order.
          const when = at(r.daysAgo, r.daysAgo === d.daysAgo ? 45 + i * 30 : i * 7);
          const replyId = await tx.replies.insert({
            discussionId,
            content: r.content,
            userId: ids[r.by],
            createdAt: when,
          });
          replies += 1;
          await tx.discussions.adjustReplyCount(discussionId, 1);
          await tx.discussions.touch(discussionId, when);
          await tx.topics.touch(created.id, when);
          if (r.answer) await tx.discussions.update(discussionId, { answerReplyId: replyId });
          for (const member of r.likedBy ?? []) {
            const ref = { postType: 'reply' as const, postId: replyId };
            if (
              await tx.reactions.like(ref, ids[member], discussionId, new Date(when.getTime() + 3_600_000))
            ) {
              await tx.replies.adjustLikeCount(replyId, 1);
            }
          }
        }
      }
    }
  });
  return { seeded: true, topics: demoTopics.length, discussions, replies };
}
