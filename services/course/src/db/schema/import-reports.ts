import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { CartridgeImportReport } from '@canopy/contracts';
import { courses } from './catalogue';

/** What an import found in its package: the report it answered, less the course (read from the course itself). */
export type ImportFindings = Omit<CartridgeImportReport, 'course'>;

/**
 * The report of the Common Cartridge import that made a course, written in the import's own transaction: the
 * items that did not come over stay listed for as long as the course exists, and go with it.
 */
export const courseImportReports = pgTable('course_import_reports', {
  courseId: integer('course_id')
    .primaryKey()
    .references(() => courses.id, { onDelete: 'cascade' }),
  report: jsonb('report').$type<ImportFindings>().notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
