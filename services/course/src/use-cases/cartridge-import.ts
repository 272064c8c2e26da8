import {
  cartridgeMessages,
  DEFAULT_LESSON_DURATION,
  isLessonVideoLink,
  lessonCreateSchema,
  type CartridgeImportFields,
  type CartridgeImportReport,
  type Identity,
  type LessonCreateInput,
} from '@canopy/contracts';
import { ValidationError } from '@canopy/service-kit';
import { readCartridge, type ImportEntry, type ImportPlan } from '../cartridge/cartridge-reader';
import { openPackage } from '../cartridge/zip-package';
import type { ImportFindings } from '../stores/import-report-store';
import type { Stores } from '../stores/stores';
import { assertCategoriesExist, recordNewCourse } from './authoring';
import type { CourseDeps } from './deps';

/*
 * POST /api/courses/import: a Common Cartridge becomes a new pending course of the caller's, with its modules,
 * lessons and quizzes, in one transaction (all of it or nothing). What could not come along is in the report,
 * which the same transaction keeps with the course (GET /api/courses/{id}/import-report).
 */

type LessonDraft = Omit<LessonCreateInput, 'moduleId' | 'orderIndex'>;

/** A lesson as Canopy's own rules accept it (title and content lengths, video links), or the rule's message. */
function lessonDraft(fields: {
  title: string;
  content: string;
  videoUrl?: string;
  documentUrl?: string;
}): { draft: LessonDraft } | { refused: string } {
  const parsed = lessonCreateSchema.safeParse({ ...fields, moduleId: 1, duration: DEFAULT_LESSON_DURATION });
  if (!parsed.success) return { refused: parsed.error.issues[0]?.message ?? 'It could not be read.' };
  const { moduleId: _m, orderIndex: _o, ...draft } = parsed.data;
  return { draft };
}

const description = (plan: ImportPlan) =>
  plan.description ?? `Imported from the Common Cartridge package “${plan.title}”.`;

async function writeCourse(
  tx: Stores,
  actor: Identity,
  plan: ImportPlan,
  fields: CartridgeImportFields,
  report: ImportFindings,
) {
  const course = await recordNewCourse(
    tx,
    actor,
    {
      title: plan.title,
      description: description(plan),
      level: fields.level,
      categoryId: fields.categoryId,
      categoryIds: [fields.categoryId],
    },
    { pending: true },
  );
  for (const [m, module] of plan.modules.entries()) {
    const created = await tx.curriculum.createModule({
      courseId: course.id,
      title: module.title,
      description: module.description ?? '',
      orderIndex: m + 1,
    });
    report.imported.modules += 1;
    let order = 0;
    let lastLessonId: number | null = null;
    const addLesson = async (draft: LessonDraft) => {
      const lesson = await tx.curriculum.createLesson({
        ...draft,
        moduleId: created.id,
        orderIndex: ++order,
      });
      report.imported.lessons += 1;
      lastLessonId = lesson.id;
      return lesson.id;
    };
    for (const entry of module.entries) await writeEntry(entry);

    async function writeEntry(entry: ImportEntry) {
      const location = module.title;
      if (entry.kind === 'quiz') {
        let lessonId = lastLessonId;
        if (lessonId === null) {
          // A Canopy quiz belongs to a lesson: one that comes first in its module gets a lesson of its own.
          const holder = lessonDraft({ title: entry.title, content: `The quiz “${entry.title}” follows.` });
          if ('refused' in holder) {
            report.skipped.push({ kind: 'item', title: entry.title, location, reason: holder.refused });
            return;
          }
          lessonId = await addLesson(holder.draft);
          report.notes.push(
            `The quiz “${entry.title}” came before any lesson of “${module.title}”; a lesson of the same name now holds it.`,
          );
        }
        await tx.quizzes.create({
          lessonId,
          title: entry.title,
          description: entry.assessment.description,
          passingScore: entry.assessment.passingScore,
          questions: entry.assessment.questions,
        });
        report.imported.quizzes += 1;
        report.imported.questions += entry.assessment.questions.length;
        return;
      }
      const fields: { title: string; content: string; videoUrl?: string; documentUrl?: string } =
        entry.kind === 'link'
          ? {
              title: entry.title,
              content: `[${entry.title.replace(/[[\]]/g, '')}](${entry.url})`,
              ...(isLessonVideoLink(entry.url) ? { videoUrl: entry.url } : { documentUrl: entry.url }),
            }
          : entry;
      const draft = lessonDraft({
        title: fields.title,
        content: fields.content,
        videoUrl: fields.videoUrl,
        documentUrl: fields.documentUrl,
      });
      if ('refused' in draft) {
        report.skipped.push({ kind: 'item', title: entry.title, location, reason: draft.refused });
        return;
      }
      await addLesson(draft.draft);
      if (entry.kind === 'link') report.imported.webLinks += 1;
      else report.imported.webLinks += Number(Boolean(entry.videoUrl)) + Number(Boolean(entry.documentUrl));
    }
  }
  return course;
}

export async function importCartridge(
  deps: CourseDeps,
  actor: Identity,
  file: Buffer | undefined,
  fields: CartridgeImportFields,
): Promise<CartridgeImportReport> {
  if (!file || file.length === 0) throw new ValidationError(cartridgeMessages.packageRequired);
  await assertCategoriesExist(deps.stores, [fields.categoryId]);
  const pkg = await openPackage(file);
  let plan: ImportPlan;
  try {
    plan = await readCartridge(pkg);
  } finally {
    pkg.close();
  }
  if (!plan.modules.some((m) => m.entries.length > 0))
    throw new ValidationError(cartridgeMessages.nothingToImport);
  const report: ImportFindings = {
    schemaVersion: plan.schemaVersion,
    imported: { modules: 0, lessons: 0, quizzes: 0, questions: 0, webLinks: 0 },
    notes: [...plan.notes],
    skipped: [...plan.skipped],
  };
  const course = await deps.stores.transaction(async (tx) => {
    const created = await writeCourse(tx, actor, plan, fields, report);
    await tx.importReports.record(created.id, report);
    return created;
  });
  deps.logger.info(
    { courseId: course.id, by: actor.id, ...report.imported, skipped: report.skipped.length },
    'course imported from a Common Cartridge',
  );
  return { course: { id: course.id, title: course.title, status: course.status }, ...report };
}
