import { asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Ebook, EbookChapter, EbookFormatStyle } from '@canopy/contracts';
import { ebooks } from '../db/schema';
import type { ContentDb } from './db';

export interface NewEbook {
  title: string;
  author: string | null;
  description: string | null;
  content: string;
  formatStyle: EbookFormatStyle;
  sourceUrl: string | null;
  sourceType: Ebook['sourceType'];
  chapters: EbookChapter[];
  createdBy: number;
}

export type EbookChanges = Partial<
  Pick<NewEbook, 'title' | 'author' | 'description' | 'content' | 'formatStyle' | 'chapters'> & {
    courseId: number | null;
  }
>;

export interface EbookStore {
  create(ebook: NewEbook, now: Date): Promise<Ebook>;
  /** Newest first; `authorId` null lists everyone's (administrators). */
  list(authorId: number | null): Promise<Ebook[]>;
  find(id: number): Promise<Ebook | null>;
  /** The ebooks attached to a course, in title order. */
  listForCourse(courseId: number): Promise<Ebook[]>;
  update(id: number, changes: EbookChanges, now: Date): Promise<Ebook | null>;
  delete(id: number): Promise<boolean>;
  deleteByAuthor(authorId: number): Promise<number>;
}

type Row = typeof ebooks.$inferSelect;

function toEbook(row: Row): Ebook {
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    description: row.description,
    content: row.content,
    formatStyle: row.formatStyle as EbookFormatStyle,
    sourceUrl: row.sourceUrl,
    sourceType: row.sourceType as Ebook['sourceType'],
    chapters: row.chapters,
    courseId: row.courseId,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createDrizzleEbookStore(db: ContentDb): EbookStore {
  return {
    async create(ebook, now) {
      const [row] = await db
        .insert(ebooks)
        .values({ ...ebook, createdAt: now, updatedAt: now })
        .returning();
      return toEbook(row!);
    },
    async list(authorId) {
      const where: SQL | undefined = authorId === null ? undefined : eq(ebooks.createdBy, authorId);
      const rows = await db
        .select()
        .from(ebooks)
        .where(where)
        .orderBy(desc(ebooks.createdAt), desc(ebooks.id));
      return rows.map(toEbook);
    },
    async find(id) {
      const [row] = await db.select().from(ebooks).where(eq(ebooks.id, id));
      return row ? toEbook(row) : null;
    },
    async listForCourse(courseId) {
      const rows = await db
        .select()
        .from(ebooks)
        .where(eq(ebooks.courseId, courseId))
        .orderBy(asc(ebooks.title), asc(ebooks.id));
      return rows.map(toEbook);
    },
    async update(id, changes, now) {
      const [row] = await db
        .update(ebooks)
        .set({ ...changes, updatedAt: now })
        .where(eq(ebooks.id, id))
        .returning();
      return row ? toEbook(row) : null;
    },
    async delete(id) {
      const rows = await db.delete(ebooks).where(eq(ebooks.id, id)).returning({ id: ebooks.id });
      return rows.length > 0;
    },
    async deleteByAuthor(authorId) {
      const rows = await db.delete(ebooks).where(eq(ebooks.createdBy, authorId)).returning({ id: ebooks.id });
      return rows.length;
    },
  };
}
