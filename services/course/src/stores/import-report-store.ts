import { eq } from 'drizzle-orm';
import { courseImportReports, type ImportFindings } from '../db/schema';
import type { CourseDb } from './db';

export type { ImportFindings };

/** An import's findings as kept with its course, and when it was made. */
export interface KeptImportReport {
  findings: ImportFindings;
  importedAt: string;
}

/** The reports of Common Cartridge imports: one per imported course, gone with the course (ON DELETE CASCADE). */
export interface ImportReportStore {
  /** Keeps what the import that made the course found (part of the import's transaction). */
  record(courseId: number, findings: ImportFindings): Promise<void>;
  /** The kept report; null for a course that was not imported. */
  find(courseId: number): Promise<KeptImportReport | null>;
}

export function createDrizzleImportReportStore(db: CourseDb): ImportReportStore {
  return {
    async record(courseId, findings) {
      await db.insert(courseImportReports).values({ courseId, report: findings });
    },

    async find(courseId) {
      const [row] = await db
        .select()
        .from(courseImportReports)
        .where(eq(courseImportReports.courseId, courseId));
      return row ? { findings: row.report, importedAt: row.importedAt.toISOString() } : null;
    },
  };
}
