import {
  courseMessages,
  type Course,
  quizMessages,
  type Identity,
  type Quiz,
  type QuizCreateInput,
  type QuizSummary,
  type QuizUpdateInput,
} from '@canopy/contracts';
import { ForbiddenError, NotFoundError } from '@canopy/service-kit';
import type { QuestionRecord, QuizRecord } from '../stores/quiz-store';
import type { Stores } from '../stores/stores';
import { canLearn, canManageCourse, canSeeCourse } from './access';
import { learnerNames } from './authoring';
import type { CourseDeps } from './deps';
import { keepCourseProgress } from './progress-upkeep';

/*
 * Quizzes: a quiz belongs to a lesson. Its course's educator and administrators build and read it whole; a
 * learner enrolled in the course reads the questions without correct answers or explanations, submits answers
 * and gets them graded (quiz-submissions.ts). A passed quiz counts towards the course's progress like a completed
 * lesson.
 */

export async function quizInCourse(stores: Stores, quizId: number) {
  const found = await stores.quizzes.find(quizId);
  if (!found) throw new NotFoundError(quizMessages.quizNotFound);
  return found;
}

export async function managedQuiz(stores: Stores, actor: Identity, quizId: number) {
  const found = await quizInCourse(stores, quizId);
  if (!canManageCourse(actor, found.course)) throw new NotFoundError(quizMessages.quizNotFound);
  return found;
}

function questionView(q: QuestionRecord, withAnswers: boolean) {
  const base = { id: q.id, type: q.type, question: q.question, options: q.options, orderIndex: q.orderIndex };
  return withAnswers ? { ...base, correctAnswers: q.correctAnswers, explanation: q.explanation } : base;
}

/**
 * A change to the quizzes of a course changes what "all done" means: every learner's stored progress is recounted
 * in the same transaction (lock order as for lessons: enrollments, then the course row).
 */
async function withProgressKept<T>(
  deps: CourseDeps,
  courseId: number,
  work: (tx: Stores) => Promise<T>,
): Promise<T> {
  return deps.stores.transaction(async (tx) => {
    const enrollments = await tx.enrollments.lockCourse(courseId);
    const course = await tx.courses.lock(courseId);
    if (!course) throw new NotFoundError(courseMessages.courseNotFound);
    const result = await work(tx);
    await keepCourseProgress(tx, course, enrollments, learnerNames(deps));
    return result;
  });
}

/** POST /api/quizzes. */
export async function createQuiz(deps: CourseDeps, actor: Identity, input: QuizCreateInput): Promise<Quiz> {
  const found = await deps.stores.curriculum.findLesson(input.lessonId);
  if (!found || !canManageCourse(actor, found.course)) throw new NotFoundError(courseMessages.lessonNotFound);
  const quiz = await withProgressKept(deps, found.course.id, async (tx) => {
    if (!(await tx.curriculum.findLesson(input.lessonId)))
      throw new NotFoundError(courseMessages.lessonNotFound);
    return tx.quizzes.create(input);
  });
  deps.logger.info({ quizId: quiz.id, lessonId: input.lessonId, by: actor.id }, 'quiz created');
  return getQuiz(deps, actor, quiz.id);
}

/** PATCH /api/quizzes/{id}: questions, when given, replace the old ones. Progress is unchanged (same quiz). */
export async function updateQuiz(
  deps: CourseDeps,
  actor: Identity,
  quizId: number,
  input: QuizUpdateInput,
): Promise<Quiz> {
  await managedQuiz(deps.stores, actor, quizId);
  await deps.stores.transaction(async (tx) => {
    const { questions, ...fields } = input;
    const changes = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    const updated =
      Object.keys(changes).length > 0
        ? await tx.quizzes.update(quizId, changes)
        : (await tx.quizzes.find(quizId))?.quiz;
    if (!updated) throw new NotFoundError(quizMessages.quizNotFound);
    if (questions) await tx.quizzes.replaceQuestions(quizId, questions);
  });
  return getQuiz(deps, actor, quizId);
}

/** DELETE /api/quizzes/{id}: learners' progress is recounted without it (one may finish the course). */
export async function deleteQuiz(deps: CourseDeps, actor: Identity, quizId: number): Promise<void> {
  const { course } = await managedQuiz(deps.stores, actor, quizId);
  await withProgressKept(deps, course.id, async (tx) => {
    if (!(await tx.quizzes.delete(quizId))) throw new NotFoundError(quizMessages.quizNotFound);
  });
  deps.logger.info({ quizId, by: actor.id }, 'quiz deleted');
}

/**
 * GET /api/quizzes/{id}: whole for the course's educator and administrators; for an enrolled learner without
 * correct answers and explanations, with their own attempts. Others who can see the course: 403; else 404.
 */
export async function getQuiz(deps: CourseDeps, actor: Identity, quizId: number): Promise<Quiz> {
  const read = await openQuiz(deps, actor.id, quizId);
  const { quiz, course, questions } = read.quiz;
  const manage = canManageCourse(actor, course);
  if (!manage) {
    if (!canSeeCourse(actor, course)) throw new NotFoundError(quizMessages.quizNotFound);
    if (!canLearn(actor) || !read.standing.enrolled) throw new ForbiddenError(quizMessages.notEnrolled);
  }
  const attempts = manage ? [] : read.standing.attempts;
  return {
    ...quiz,
    courseId: course.id,
    canManage: manage,
    questions: questions.map((q) => questionView(q, manage)),
    attempts: attempts.map(({ quizId: _q, userId: _u, ...a }) => a),
    passed: attempts.some((a) => a.passed),
  };
}

/** A quiz as every reader sees it, kept per quiz while its course's read version stands (drizzle/0011, 0012). */
interface KeptQuiz {
  quiz: QuizRecord;
  course: Course;
  questions: QuestionRecord[];
}

/**
 * The quiz and what the reader needs of it. A whole class opens a quiz within seconds (issue 34's quiz storm):
 * its questions are served from memory while its course's read version is unchanged, and the reader's part
 * (that version, their enrolment, their attempts) is one statement. The version is read before the quiz's rows,
 * so a change landing in between only makes the next opening read them again.
 */
async function openQuiz(deps: CourseDeps, userId: number, quizId: number) {
  const key = `quiz:${quizId}`;
  const kept = deps.learnerReads.peek<KeptQuiz>(key);
  // The course of a kept quiz says which version to check; a quiz not kept is found first.
  const courseId = kept?.value.course.id ?? (await quizInCourse(deps.stores, quizId)).course.id;
  const standing = await deps.stores.quizzes.openingStanding(userId, courseId, quizId);
  if (kept && kept.tag === standing.courseVersion) return { quiz: kept.value, standing };
  const { quiz, course } = await quizInCourse(deps.stores, quizId);
  const fresh: KeptQuiz = { quiz, course, questions: await deps.stores.quizzes.questions(quizId) };
  if (course.id === courseId) {
    deps.learnerReads.keep(key, standing.courseVersion, fresh);
    return { quiz: fresh, standing };
  }
  // Moved to another course between the two reads: the reader's part is read again, for that course.
  return { quiz: fresh, standing: await deps.stores.quizzes.openingStanding(userId, course.id, quizId) };
}

/** GET /api/lessons/{id}/quizzes: the lesson's quizzes (no questions), for whoever may see the course. */
export async function lessonQuizzes(
  deps: CourseDeps,
  actor: Identity,
  lessonId: number,
): Promise<QuizSummary[]> {
  const found = await deps.stores.curriculum.findLesson(lessonId);
  if (!found || !canSeeCourse(actor, found.course)) throw new NotFoundError(courseMessages.lessonNotFound);
  const list = await deps.stores.quizzes.listForLesson(lessonId);
  const standings = await deps.stores.quizzes.standings(
    actor.id,
    list.map((q) => q.id),
  );
  return list.map((q) => ({
    id: q.id,
    lessonId: q.lessonId,
    title: q.title,
    description: q.description,
    passingScore: q.passingScore,
    questionCount: q.questionCount,
    passed: standings.get(q.id)?.passed ?? false,
    bestScore: standings.get(q.id)?.bestScore ?? null,
  }));
}
