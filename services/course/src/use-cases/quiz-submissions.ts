import {
  milestoneTemplates,
  storedText,
  courseMessages,
  quizMessages,
  type Identity,
  type QuizResult,
  type QuizSubmissionInput,
  type QuizSubmissionView,
} from '@canopy/contracts';
import { ForbiddenError, NotFoundError, ValidationError } from '@canopy/service-kit';
import { canManageCourse, canSeeCourse, learnerName } from './access';
import { finishEnrollment } from './course-completion';
import type { CourseDeps } from './deps';
import { recomputeInsights } from './learning-insights';
import { readLearnerProgress } from './progress';
import { correctAnswerText, gradeAnswer } from './quiz-grading';
import { managedQuiz, quizInCourse } from './quizzes';

/*
 * What comes of taking a quiz: a learner's graded submission (a first pass counts towards the course's progress),
 * and the course's educator reading the submissions and leaving feedback on them.
 */

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
  return deps.stores.transaction(async (tx) => {
    // Found and locked at once: the learner's submissions and completions in this course go one at a time.
    const before = await tx.enrollments.lockFor(actor.id, course.id);
    if (!before) throw new ForbiddenError(quizMessages.notEnrolled);
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
      progress = (await readLearnerProgress(tx, actor.id, course.id)).progress;
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
    await recomputeInsights(tx, actor.id, now);
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
        title: storedText(milestoneTemplates.feedbackOn, { about: quiz.title }),
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
