import type { Identity } from '@canopy/contracts';
import { writeCartridge, type ExportModule } from '../cartridge/cartridge-writer';
import { writeZip } from '../cartridge/zip-package';
import { managedCourse } from './authoring';
import type { CourseDeps } from './deps';

/** A file name for the download: the course title in plain letters, digits and dashes. */
function fileNameOf(title: string, id: number): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || `course-${id}`}.imscc`;
}

/**
 * GET /api/courses/{id}/cartridge: the course (its educator's own, or any for an administrator) as a Common
 * Cartridge 1.3 package, with its modules, lessons, quizzes (answers included: it is the educator's own material)
 * and the ebooks attached to it, read from the content service. Nothing is written.
 */
export async function exportCartridge(
  deps: CourseDeps,
  actor: Identity,
  courseId: number,
  requestId?: string,
): Promise<{ fileName: string; bytes: Buffer }> {
  const course = await managedCourse(deps.stores, actor, courseId);
  const { curriculum, quizzes } = deps.stores;
  const modules: ExportModule[] = [];
  for (const module of await curriculum.listModules(course.id)) {
    const lessons = [];
    for (const lesson of await curriculum.listLessons(module.id)) {
      const lessonQuizzes = [];
      for (const quiz of await quizzes.listForLesson(lesson.id)) {
        const questions = await quizzes.questions(quiz.id);
        lessonQuizzes.push({
          id: quiz.id,
          title: quiz.title,
          description: quiz.description,
          passingScore: quiz.passingScore,
          questions: questions.map((q) => ({
            type: q.type,
            question: q.question,
            options: q.options,
            correctAnswers: q.correctAnswers,
            explanation: q.explanation,
          })),
        });
      }
      lessons.push({
        id: lesson.id,
        title: lesson.title,
        content: lesson.content ?? '',
        videoUrl: lesson.videoUrl,
        documentUrl: lesson.documentUrl,
        quizzes: lessonQuizzes,
      });
    }
    modules.push({ id: module.id, title: module.title, description: module.description, lessons });
  }
  const ebooks = await deps.ebooks.forCourse(course.id, requestId);
  const files = writeCartridge({
    id: course.id,
    title: course.title,
    description: course.description,
    modules,
    ebooks,
  });
  const bytes = await writeZip(files);
  deps.logger.info({ courseId, by: actor.id, bytes: bytes.length, files: files.length }, 'course exported');
  return { fileName: fileNameOf(course.title, course.id), bytes };
}
