import type { DiscussionSummary } from '@canopy/contracts';
import { discussions, forumAuthors, forumTopics } from '../db/schema';
import { iso, isoOrNull } from './db';
import { excerptOf, toAuthor, toStatus } from './mappers';

// How a discussion is selected (with its topic and author) and mapped, for one discussion and for lists.

/** Tags as the specification stores them: one comma-separated string. */
export function joinTags(tags: readonly string[]): string {
  return tags.join(', ');
}

export const discussionColumns = {
  id: discussions.id,
  title: discussions.title,
  userId: discussions.userId,
  topicId: discussions.topicId,
  topicTitle: forumTopics.title,
  topicCourseId: forumTopics.courseId,
  tagList: discussions.tagList,
  courseId: discussions.courseId,
  lessonId: discussions.lessonId,
  createdAt: discussions.createdAt,
  editedAt: discussions.editedAt,
  lastActivityAt: discussions.lastActivityAt,
  replyCount: discussions.replyCount,
  likeCount: discussions.likeCount,
  answerReplyId: discussions.answerReplyId,
  status: discussions.status,
  hiddenReason: discussions.hiddenReason,
  authorUsername: forumAuthors.username,
  authorFirstName: forumAuthors.firstName,
  authorLastName: forumAuthors.lastName,
  authorRole: forumAuthors.role,
};

export interface DiscussionRow {
  id: number;
  title: string;
  userId: number;
  topicId: number;
  topicTitle: string;
  topicCourseId: number | null;
  tagList: string[];
  courseId: number | null;
  lessonId: number | null;
  createdAt: Date;
  editedAt: Date | null;
  lastActivityAt: Date;
  replyCount: number;
  likeCount: number;
  answerReplyId: number | null;
  status: string;
  hiddenReason: string | null;
  // A left join: null when the forum has no row for the author.
  authorUsername: string | null;
  authorFirstName: string | null;
  authorLastName: string | null;
  authorRole: string | null;
}

export function discussionAuthor(row: DiscussionRow) {
  return toAuthor({
    userId: row.userId,
    username: row.authorUsername,
    firstName: row.authorFirstName,
    lastName: row.authorLastName,
    role: row.authorRole,
  });
}

export function toDiscussionSummary(row: DiscussionRow & { opening: string }): DiscussionSummary {
  return {
    id: row.id,
    title: row.title,
    excerpt: excerptOf(row.opening),
    topicId: row.topicId,
    topic: { id: row.topicId, title: row.topicTitle },
    tags: joinTags(row.tagList),
    tagList: row.tagList,
    courseId: row.courseId,
    lessonId: row.lessonId,
    author: discussionAuthor(row),
    replyCount: row.replyCount,
    likeCount: row.likeCount,
    answered: row.answerReplyId !== null,
    status: toStatus(row.status),
    createdAt: iso(row.createdAt),
    editedAt: isoOrNull(row.editedAt),
    lastActivityAt: iso(row.lastActivityAt),
  };
}
