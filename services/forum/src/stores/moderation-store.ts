import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  flagReasonSchema,
  moderationActionSchema,
  type ModerationAction,
  type ModerationRecord,
  type PostFlag,
  type PostRevision,
} from '@canopy/contracts';
import { rowsOf } from '@canopy/service-kit';
import { forumAuthors, moderationLog, postFlags, postRevisions } from '../db/schema';
import { iso, isoOrNull, type ForumDb } from './db';
import { toAuthor } from './mappers';
import type { PostRef } from './reaction-store';

export interface NewRevision extends PostRef {
  title: string | null;
  content: string;
  tags: string | null;
  editedBy: number;
  at: Date;
}

export interface ModerationStore {
  addRevision(revision: NewRevision): Promise<void>;
  revisions(ref: PostRef): Promise<PostRevision[]>;
  record(
    ref: PostRef,
    action: ModerationAction,
    moderatorId: number,
    note: string | null,
    at: Date,
  ): Promise<void>;
  actions(ref: PostRef): Promise<ModerationRecord[]>;
  recentActions(page: number, pageSize: number): Promise<{ items: ModerationRecord[]; total: number }>;
  /** Posts with flags: 'open' has at least one flag not yet reviewed; 'resolved' has only reviewed ones. */
  flaggedPosts(
    status: 'open' | 'resolved',
    page: number,
    pageSize: number,
  ): Promise<{ items: (PostRef & { openFlagCount: number })[]; total: number }>;
  flags(ref: PostRef): Promise<PostFlag[]>;
}

const authorColumns = {
  username: forumAuthors.username,
  firstName: forumAuthors.firstName,
  lastName: forumAuthors.lastName,
  role: forumAuthors.role,
};

export function createDrizzleModerationStore(db: ForumDb): ModerationStore {
  const toRecord = (
    row: typeof moderationLog.$inferSelect & Record<keyof typeof authorColumns, string | null>,
  ) => ({
    id: row.id,
    postType: row.postType === 'reply' ? ('reply' as const) : ('discussion' as const),
    postId: row.postId,
    action: moderationActionSchema.parse(row.action),
    note: row.note,
    moderator: toAuthor({ userId: row.moderatorId, ...row }),
    createdAt: iso(row.createdAt),
  });

  return {
    async addRevision(r) {
      await db.insert(postRevisions).values({
        postType: r.postType,
        postId: r.postId,
        title: r.title,
        content: r.content,
        tags: r.tags,
        editedBy: r.editedBy,
        createdAt: r.at,
      });
    },

    async revisions(ref) {
      const rows = await db
        .select({ revision: postRevisions, ...authorColumns })
        .from(postRevisions)
        .leftJoin(forumAuthors, eq(forumAuthors.userId, postRevisions.editedBy))
        .where(and(eq(postRevisions.postType, ref.postType), eq(postRevisions.postId, ref.postId)))
        .orderBy(desc(postRevisions.createdAt), desc(postRevisions.id));
      return rows.map(({ revision, ...author }) => ({
        id: revision.id,
        postType: ref.postType,
        postId: revision.postId,
        title: revision.title,
        content: revision.content,
        tags: revision.tags,
        editedBy: toAuthor({ userId: revision.editedBy, ...author }),
        replacedAt: iso(revision.createdAt),
      }));
    },

    async record(ref, action, moderatorId, note, at) {
      await db.insert(moderationLog).values({ ...ref, action, moderatorId, note, createdAt: at });
    },

    async actions(ref) {
      const rows = await db
        .select({ log: moderationLog, ...authorColumns })
        .from(moderationLog)
        .leftJoin(forumAuthors, eq(forumAuthors.userId, moderationLog.moderatorId))
        .where(and(eq(moderationLog.postType, ref.postType), eq(moderationLog.postId, ref.postId)))
        .orderBy(asc(moderationLog.createdAt), asc(moderationLog.id));
      return rows.map(({ log, ...author }) => toRecord({ ...log, ...author }));
    },

    async recentActions(page, pageSize) {
      const [{ total } = { total: 0 }] = await db
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(moderationLog);
      const rows = await db
        .select({ log: moderationLog, ...authorColumns })
        .from(moderationLog)
        .leftJoin(forumAuthors, eq(forumAuthors.userId, moderationLog.moderatorId))
        .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { items: rows.map(({ log, ...author }) => toRecord({ ...log, ...author })), total };
    },

    async flaggedPosts(status, page, pageSize) {
      const having =
        status === 'open'
          ? sql`count(*) filter (where resolved_at is null) > 0`
          : sql`count(*) filter (where resolved_at is null) = 0`;
      const totalRows = rowsOf<{ total: number | string }>(
        await db.execute(sql`
          select count(*) as total from (
            select 1 from post_flags group by post_type, post_id having ${having}
          ) grouped`),
      );
      const rows = rowsOf<{ post_type: string; post_id: number; open_count: number | string }>(
        await db.execute(sql`
          select post_type, post_id, count(*) filter (where resolved_at is null) as open_count
          from post_flags group by post_type, post_id having ${having}
          order by max(created_at) desc, post_type, post_id
          limit ${pageSize} offset ${(page - 1) * pageSize}`),
      );
      return {
        total: Number(totalRows[0]?.total ?? 0),
        items: rows.map((r) => ({
          postType: r.post_type === 'reply' ? ('reply' as const) : ('discussion' as const),
          postId: Number(r.post_id),
          openFlagCount: Number(r.open_count),
        })),
      };
    },

    async flags(ref) {
      const rows = await db
        .select({ flag: postFlags, ...authorColumns })
        .from(postFlags)
        .leftJoin(forumAuthors, eq(forumAuthors.userId, postFlags.userId))
        .where(and(eq(postFlags.postType, ref.postType), eq(postFlags.postId, ref.postId)))
        .orderBy(asc(postFlags.createdAt), asc(postFlags.id));
      return rows.map(({ flag, ...author }) => ({
        id: flag.id,
        reason: flagReasonSchema.parse(flag.reason),
        note: flag.note,
        flaggedBy: toAuthor({ userId: flag.userId, ...author }),
        createdAt: iso(flag.createdAt),
        resolvedAt: isoOrNull(flag.resolvedAt),
      }));
    },
  };
}
