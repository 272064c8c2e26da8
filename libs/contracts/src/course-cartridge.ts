import { z } from 'zod';
import { id, isoDateTime } from './course-fields';
import { courseLevelSchema } from './course-catalogue';

/*
 * IMS Common Cartridge 1.3 (course service): an educator exports a course they own as an `.imscc` package and
 * imports one (from Canopy or another LMS) as a new pending course. What the import could not bring over is
 * listed in its report, never dropped without a word.
 */

/** What a package may be. Past these the upload is refused before anything is stored. */
export const cartridgeLimits = {
  /** The multipart field that carries the package. */
  field: 'package',
  /** The uploaded file. */
  maxUploadBytes: 20 * 1024 * 1024,
  /** Files and folders inside the zip. */
  maxEntries: 2_000,
  /** All files together once uncompressed. */
  maxUncompressedBytes: 100 * 1024 * 1024,
  /** Any one file once uncompressed (an XML or HTML file is read whole). */
  maxEntryBytes: 10 * 1024 * 1024,
  /** Uncompressed ÷ compressed size of a file, above which it is taken for a zip bomb (text zips to about 1:10). */
  maxRatio: 200,
  /** Files smaller than this are not judged by their ratio (a page of spaces compresses very well). */
  ratioFloorBytes: 64 * 1024,
} as const;

export const cartridgeMessages = {
  packageRequired: 'Choose a Common Cartridge file (.imscc) to import.',
  multipartRequired: 'Send the package as multipart/form-data in the field "package".',
  oneFile: 'Send one package at a time.',
  tooLarge: 'The package is larger than 20 MB.',
  notZip: 'The file is not a Common Cartridge package: a .imscc file is a zip archive.',
  tooManyEntries: 'The package holds more than 2,000 files.',
  bomb: 'The package expands to far more than it holds (a zip bomb) and was refused.',
  uncompressedTooLarge: 'The package is larger than 100 MB once uncompressed.',
  unsafePath:
    'The package names a file outside itself (a path with "..", an absolute path or a backslash) and was refused.',
  encrypted: 'The package contains encrypted files, which cannot be read.',
  noManifest: 'The package has no imsmanifest.xml at its top level.',
  doctype: 'The package’s XML declares a DOCTYPE or entities, which are refused for safety.',
  xmlInvalid: 'A file of the package is not well-formed XML.',
  notCartridge: 'imsmanifest.xml is not a Common Cartridge manifest.',
  nothingToImport: 'The package holds no lessons or quizzes Canopy can import.',
  categoryRequired: 'Category is required',
  exportUnavailable:
    'The course’s ebooks cannot be read right now, so the package would be incomplete. Try again shortly.',
  noImportReport: 'This course was not imported from a Common Cartridge package, so it has no import report.',
} as const;

/** The multipart fields beside the file (strings on the wire). */
export const cartridgeImportFieldsSchema = z.object({
  categoryId: z.coerce
    .number({ error: cartridgeMessages.categoryRequired })
    .int(cartridgeMessages.categoryRequired)
    .positive(cartridgeMessages.categoryRequired),
  level: courseLevelSchema.default('beginner'),
});
export type CartridgeImportFields = z.output<typeof cartridgeImportFieldsSchema>;

/** Kinds of package items the import does not bring over. */
export const cartridgeSkipKinds = [
  'discussion',
  'lti_link',
  'assignment',
  'question_bank',
  'file',
  'question',
  'resource',
  'item',
] as const;

/** One thing of the package that did not become part of the course, and why. */
export const cartridgeSkippedSchema = z.object({
  kind: z.enum(cartridgeSkipKinds),
  /** The title the package gives it (or its file name). */
  title: z.string(),
  /** Where it was: "Module 2 › Quiz 1", or the file. */
  location: z.string(),
  reason: z.string(),
});
export type CartridgeSkipped = z.infer<typeof cartridgeSkippedSchema>;

/** POST /api/courses/import: the new course and what happened to the package. */
export const cartridgeImportReportSchema = z.object({
  course: z.object({ id, title: z.string(), status: z.string() }),
  /** The schema version the manifest declares (e.g. "1.3.0"); null when it declares none. */
  schemaVersion: z.string().nullable(),
  imported: z.object({
    modules: z.number().int(),
    lessons: z.number().int(),
    quizzes: z.number().int(),
    questions: z.number().int(),
    /** Web links brought in as lessons or as a lesson's video or document. */
    webLinks: z.number().int(),
  }),
  /** Changes the import made to fit Canopy's shape (a quiz given a lesson to belong to, nested folders flattened). */
  notes: z.array(z.string()),
  skipped: z.array(cartridgeSkippedSchema),
});
export type CartridgeImportReport = z.infer<typeof cartridgeImportReportSchema>;

/**
 * GET /api/courses/{id}/import-report: the report of the import that made the course, kept with it so that what
 * did not come over stays listed after the import page is left. `course` is the course as it is now (its title
 * and status may have changed since); the rest is what the import answered.
 */
export const cartridgeStoredReportSchema = cartridgeImportReportSchema.extend({
  /** When the course was imported. */
  importedAt: isoDateTime,
});
export type CartridgeStoredReport = z.infer<typeof cartridgeStoredReportSchema>;
