import { customType, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { EbookChapter } from '@canopy/contracts';

// Users live in the identity service's database: their ids here are plain integers, never foreign keys.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Ebooks written in the ebook builder (or generated from a link), one author each. */
export const ebooks = pgTable(
  'ebooks',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    author: text('author'),
    description: text('description'),
    /** The plain text the library shows and downloads. */
    content: text('content').notNull().default(''),
    formatStyle: text('format_style').notNull().default('textbook'),
    sourceUrl: text('source_url'),
    sourceType: text('source_type'),
    chapters: jsonb('chapters').$type<EbookChapter[]>().notNull().default([]),
    /** The course it is attached to (the course service's id, checked there when set); null: none. */
    courseId: integer('course_id'),
    createdBy: integer('created_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('ebooks_created_by_idx').on(t.createdBy, t.createdAt),
    index('ebooks_course_idx').on(t.courseId),
  ],
);

/** Uploaded images (the bytes are in the blob store, under `file_name`), and whose quota they count to. */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    fileName: text('file_name').notNull().unique(),
    ownerId: integer('owner_id').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId)],
);

/** PostgreSQL's bytea as a Buffer (node-postgres reads and writes Buffers as they are). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The bytes of uploaded images (the PostgreSQL blob store), so every instance reads them and a restart keeps
 * them. `key` is the upload's file name; `etag` the sha-256 of the bytes, served as the strong ETag.
 */
export const blobs = pgTable('blobs', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  etag: text('etag').notNull(),
  data: bytea('data').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** The AI assistant's conversations: each user's messages, per mode, in order. */
export const aiMessages = pgTable(
  'ai_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    mode: text('mode').notNull(),
    role: text('role').notNull(),
    content: text('content').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('ai_messages_user_mode_idx').on(t.userId, t.mode, t.id)],
);

export const schema = { ebooks, uploads, blobs, aiMessages };
export type ContentSchema = typeof schema;
