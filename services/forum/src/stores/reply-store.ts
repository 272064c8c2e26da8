import { asc, eq, sql } from 'drizzle-orm';
import type { ForumAuthor, PostStatus } from '@canopy/contracts';
import { forumAuthors, replies } from '../db/schema';
import type { ForumDb } from './db';
import { toAuthor, toStatus } from './mappers';

export interface ReplyRecord {
  id: number;
  discussionId: number;
  content: string;
  userId: number;
  createdAt: Date;
  editedAt: Date | null;
  likeCount: number;
  status: PostStatus;
  hiddenReason: string | null;
  author: ForumAuthor;
}

export interface NewReply {
  discussionId: number;
  content: string;
  userId: number;
  createdAt: Date;
}

export interface ReplyChanges {
  content?: string;
  editedAt?: Date;
  status?: PostStatus;
  hiddenReason?: string | null;
}

export interface ReplyStore {
  /** Every reply of a discussion, oldest first, whatever its status (the use case decides who sees what). */
  listForDiscussion(discussionId: number): Promise<ReplyRecord[]>;
  find(id: number): Promise<ReplyRecord | null>;
  insert(values: NewReply): Promise<number>;
  update(id: number, changes: ReplyChanges): Promise<void>;
  adjustLikeCount(id: number, delta: number): Promise<void>;
}

const columns = {
  id: replies.id,
  discussionId: replies.discussionId,
  content: replies.content,
  userId: replies.userId,
  createdAt: replies.createdAt,
  editedAt: replies.editedAt,
  likeCount: replies.likeCount,
  status: replies.status,
  hiddenReason: replies.hiddenReason,
  authorUsername: forumAuthors.username,
  authorFirstName: forumAuthors.firstName,
  authorLastName: forumAuthors.lastName,
  authorRole: forumAuthors.role,
};

type Row = {
  id: number;
  discussionId: number;
  content: string;
  userId: number;
  createdAt: Date;
  editedAt: Date | null;
  likeCount: number;
  status: string;
  hiddenReason: string | null;
  authorUsername: string | null;
  authorFirstName: string | null;
  authorLastName: string | null;
  authorRole: string | null;
};

function toRecord(row: Row): ReplyRecord {
  return {
    id: row.id,
    discussionId: row.discussionId,
    content: row.content,
    userId: row.userId,
    createdAt: row.createdAt,
    editedAt: row.editedAt,
    likeCount: row.likeCount,
    status: toStatus(row.status),
    hiddenReason: row.hiddenReason,
    author: toAuthor({
      userId: row.userId,
      username: row.authorUsername,
      firstName: row.authorFirstName,
      lastName: row.authorLastName,
      role: row.authorRole,
    }),
  };
}

export function createDrizzleReplyStore(db: ForumDb): ReplyStore {
  const select = () =>
    db.select(columns).from(replies).leftJoin(forumAuthors, eq(forumAuthors.userId, replies.userId));
  return {
    async listForDiscussion(discussionId) {
      const rows = await select()
        .where(eq(replies.discussionId, discussionId))
        .orderBy(asc(replies.createdAt), asc(replies.id));
      return rows.map(toRecord);
    },

    async find(id) {
      const [row] = await select().where(eq(replies.id, id));
      return row ? toRecord(row) : null;
    },

    async insert(values) {
      const [row] = await db.insert(replies).values(values).returning({ id: replies.id });
      return row!.id;
    },

    async update(id, changes) {
      const set: Partial<typeof replies.$inferInsert> = {};
      if (changes.content !== undefined) set.content = changes.content;
      if (changes.editedAt !== undefined) set.editedAt = changes.editedAt;
      if (changes.status !== undefined) set.status = changes.status;
      if (changes.hiddenReason !== undefined) set.hiddenReason = changes.hiddenReason;
      if (Object.keys(set).length === 0) return;
      await db.update(replies).set(set).where(eq(replies.id, id));
    },

    async adjustLikeCount(id, delta) {
      await db
        .update(replies)
        .set({ likeCount: sql`greatest(${replies.likeCount} + ${delta}, 0)` })
        .where(eq(replies.id, id));
    },
  };
}
