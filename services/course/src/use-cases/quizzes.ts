import {
  courseMessages,
  quizMessages,
  type Identity,
  type Quiz,
  type QuizCreateInput,
  type QuizResult,
  type QuizSubmissionInput,
  type QuizSubmissionView,
  type QuizSummary,
  type QuizUpdateInput,
} from '@canopy/contracts';
import { ForbiddenError, NotFoundError, ValidationError } from '@canopy/service-kit';
import type { QuestionRecord } from '../stores/quiz-store';
import type { Stores } from '../stores/stores';
import { canLearn, canManageCourse, canSeeCourse, learnerName } from './access';
import { learnerNames } from './authoring';
import { finishEnrollment } from './course-completion';
import type { CourseDeps } from './deps';
import { computeProgress } from './progress';
import { keepCourseProgress } from './progress-upkeep';
import { correctAnswerText, gradeAnswer } from './quiz-grading';

/*
 * Quizzes: a quiz belongs to a lesson. Its course's educator and administrators build and read it whole; a
 * learner enrolled in the course reads the questions without correct answers or explanations, submits answers
 * and gets them graded here. A passed quiz counts towards the course's progress like a completed lesson.
 */

async function quizInCourse(stores: Stores, quizId: number) {
  const found = await stores.quizzes.find(quizId);
  if (!found) throw new NotFoundError(quizMessages.quizNotFound);
  return found;
}

async function managedQuiz(stores: Stores, actor: Identity, quizId: number) {
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
  const { quiz, course } = await quizInCourse(deps.stores, quizId);
  const manage = canManageCourse(actor, course);
  if (!manage) {
    if (!canSeeCourse(actor, course)) throw new NotFoundError(quizMessages.quizNotFound);
    const enrolled = canLearn(actor) ? await deps.stores.enrollments.findFor(actor.id, course.id) : null;
    if (!enrolled) throw new ForbiddenError(quizMessages.notEnrolled);
  }
  const [questions, attempts] = await Promise.all([
    deps.stores.quizzes.questions(quizId),
    manage ? Promise.resolve([]) : deps.stores.quizzes.attempts(actor.id, quizId),
  ]);
  return {
    ...quiz,
    courseId: course.id,
    canManage: manage,
    questions: questions.map((q) => questionView(q, manage)),
    attempts: attempts.map(({ quizId: _q, userId: _u, ...a }) => a),
    passed: attempts.some((a) => a.passed),
  };
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

/**
 * POST /api/quizzes/{id}/submissions: grades the answers, stores the submission with its answers and, when it is
 * the learner's first pass, recounts their progress (under their enrollment's lock, as lesson completions do) and
 * finishes the course when everything is done. Retakes are allowed; a pass is never undone.
 */
export async function submitQuiz(
  deps: CourseDeps,
  actor: Identity,
  quizId: number,
  input: QuizSubmissionInput,
): Promise<QuizResult> {
  const { quiz, course } = await quizInCourse(deps.stores, quizId);
  if (!canSeeCourse(actor, course)) throw new NotFoundError(quizMessages.quizNotFound);
  const enrolled = await deps.stores.enrollments.findFor(actor.id, course.id);
  if (!enrolled) throw new ForbiddenError(quizMessages.notEnrolled);

  return deps.stores.transaction(async (tx) => {
    const before = await tx.enrollments.lock(enrolled.id);
    if (!before) throw new NotFoundError(courseMessages.enrollmentNotFound);
    // Read under the lock: a quiz changed or deleted meanwhile is graded as it is now, or not at all.
    if (!(await tx.quizzes.find(quizId))) throw new NotFoundError(quizMessages.quizNotFound);
    const questions = await tx.quizzes.questions(quizId);
    const byId = new Map(questions.map((q) => [q.id, q]));
    const answers = new Map<number, string | boolean | string[]>();
    for (const a of input.answers) {
      if (!byId.has(a.questionId)) throw new ValidationError(quizMessages.unknownQuestion);
      answers.set(a.questionId, a.answer);
    }
    const graded = questions.map((q) => {
      const answer = answers.get(q.id);
      return {
        question: q,
        answer,
        correct: gradeAnswer(q.type, q.correctAnswers, answer),
      };
    });
    const right = graded.filter((g) => g.correct).length;
    const score = questions.length === 0 ? 0 : Math.round((right / questions.length) * 100);
    const passed = score >= quiz.passingScore;
    const alreadyPassed = (await tx.quizzes.standings(actor.id, [quizId])).get(quizId)?.passed ?? false;
    const submission = await tx.quizzes.recordSubmission({
      userId: actor.id,
      quizId,
      score,
      passed,
      answers: input.answers,
      graded: graded.map((g) => ({
        questionId: g.question.id,
        userAnswer: JSON.stringify(g.answer ?? null),
        isCorrect: g.correct,
      })),
    });

    const now = new Date();
    let progress = before.progress;
    let completed = before.completed;
    let certificateCode: string | null = null;
    if (passed && !alreadyPassed) {
      const order = (await tx.curriculum.lessonOrder([course.id])).get(course.id) ?? [];
      const done =
        (await tx.enrollments.completedLessonIds(actor.id, [course.id])).get(course.id) ?? new Set<number>();
      const quizIds = (await tx.curriculum.quizIds([course.id])).get(course.id) ?? [];
      const passedIds =
        (await tx.quizzes.passedQuizIds(actor.id, [course.id])).get(course.id) ?? new Set<number>();
      progress = computeProgress(order, done, { quizIds, passed: passedIds }).progress;
      const after = await tx.enrollments.update(before.id, { progress, lastActiveAt: now });
      if (!after) throw new NotFoundError(courseMessages.enrollmentNotFound);
      if (progress === 100 && !before.completed) {
        const finished = await finishEnrollment(tx, {
          enrollment: after,
          course,
          learnerName: learnerName(actor),
          now,
        });
        completed = true;
        certificateCode = finished.certificate.code;
      }
    } else {
      await tx.enrollments.update(before.id, { lastActiveAt: now });
    }
    const { quizId: _q, userId: _u, ...attempt } = submission;
    return {
      submission: { ...attempt, quizId },
      passingScore: quiz.passingScore,
      results: graded.map((g) => ({
        questionId: g.question.id,
        correct: g.correct,
        explanation: g.question.explanation,
        // Shown only now, after grading, and only where the learner went wrong.
        correctAnswer: g.correct ? null : correctAnswerText(g.question.type, g.question.correctAnswers),
      })),
      progress: completed ? 100 : progress,
      courseCompleted: completed,
      certificateCode,
    };
  });
}

/** GET /api/quizzes/{id}/submissions: the course's educator and administrators, newest first (200 at most). */
export async function quizSubmissions(
  deps: CourseDeps,
  actor: Identity,
  quizId: number,
): Promise<QuizSubmissionView[]> {
  await managedQuiz(deps.stores, actor, quizId);
  const rows = await deps.stores.quizzes.submissions(quizId, 200);
  const names = new Map<number, string | null>();
  await Promise.all(
    [...new Set(rows.map((r) => r.userId))].map(async (id) => names.set(id, await deps.instructors.name(id))),
  );
  return rows.map((r) => ({ ...r, learnerName: names.get(r.userId) ?? null }));
}

/**
 * POST /api/quiz-submissions/{id}/feedback: the course's educator (or an administrator) comments on an attempt.
 * In one transaction: the comment on the submission and in instructor_feedback, the learner's
 * `feedback_received` milestone (once per submission) and the `quiz.feedback_given` event.
 */
export async function giveQuizFeedback(
  deps: CourseDeps,
  actor: Identity,
  submissionId: number,
  comment: string,
): Promise<QuizSubmissionView> {
  const submission = await deps.stores.quizzes.findSubmission(submissionId);
  if (!submission) throw new NotFoundError(quizMessages.submissionNotFound);
  const found = await deps.stores.quizzes.find(submission.quizId);
  if (!found || !canManageCourse(actor, found.course))
    throw new NotFoundError(quizMessages.submissionNotFound);
  const { quiz, course } = found;
  await deps.stores.transaction(async (tx) => {
    const saved = await tx.quizzes.giveFeedback({
      submissionId,
      instructorId: actor.id,
      studentId: submission.userId,
      courseId: course.id,
      comment,
    });
    if (!saved) throw new NotFoundError(quizMessages.submissionNotFound);
    const enrollment = await tx.enrollments.findFor(submission.userId, course.id);
    if (enrollment) {
      await tx.milestones.record({
        enrollmentId: enrollment.id,
        userId: submission.userId,
        courseId: course.id,
        type: 'feedback_received',
        title: `Feedback received on ${quiz.title}`,
        description: comment.length > 160 ? `${comment.slice(0, 159)}…` : comment,
        metadata: {
          fromInstructor: true,
          quizId: quiz.id,
          submissionId,
          lessonId: quiz.lessonId,
        },
        onceKey: `feedback:${submissionId}`,
      });
    }
    await tx.events.emit('quiz.feedback_given', {
      learnerId: submission.userId,
      courseId: course.id,
      quizId: quiz.id,
      submissionId,
      lessonId: quiz.lessonId,
    });
  });
  const [view] = await deps.stores.quizzes.submissions(quiz.id, 1, submissionId);
  if (!view) throw new NotFoundError(quizMessages.submissionNotFound);
  return { ...view, learnerName: await deps.instructors.name(view.userId) };
}
