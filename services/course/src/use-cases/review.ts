import {
  courseMessages,
  courseStudioMessages,
  type AdminCoursePage,
  type Course,
  type CourseReview,
  type CourseReviewTransition,
  type CourseStatus,
  type Identity,
} from '@canopy/contracts';
import { ConflictError, NotFoundError } from '@canopy/service-kit';
import type { Stores } from '../stores/stores';
import { canManageCourse, isAdmin } from './access';
import type { CourseDeps } from './deps';

/*
 * The review workflow: an educator's course is created pending and built while pending; an administrator
 * approves it or rejects it with a reason; the educator resubmits a rejected course (pending again); an
 * administrator may send an approved course back to pending with a reason. Each transition locks the course row,
 * checks the status it starts from (409 otherwise), and records itself (course_reviews) and its event
 * (`course.review_changed`, plus `admin.action_recorded` for an administrator's action) in the same transaction.
 */

interface TransitionRule {
  transition: CourseReviewTransition;
  from: CourseStatus[];
  to: CourseStatus;
  /** 409 message when the course is in another status. */
  conflict: (status: CourseStatus) => string;
  apply: (tx: Stores, course: Course, actor: Identity, reason: string | null) => Promise<Course | null>;
}

const rules: Record<CourseReviewTransition, TransitionRule> = {
  approved: {
    transition: 'approved',
    from: ['pending'],
    to: 'approved',
    conflict: (s) =>
      s === 'approved' ? courseMessages.alreadyApproved : courseStudioMessages.onlyPendingCanBeApproved,
    apply: (tx, course, actor) => tx.courses.approve(course.id, actor.id),
  },
  rejected: {
    transition: 'rejected',
    from: ['pending'],
    to: 'rejected',
    conflict: () => courseMessages.onlyPendingCanBeRejected,
    apply: (tx, course, _actor, reason) => tx.courses.reject(course.id, reason ?? ''),
  },
  submitted: {
    transition: 'submitted',
    from: ['rejected'],
    to: 'pending',
    conflict: () => courseStudioMessages.onlyRejectedCanBeSubmitted,
    apply: (tx, course) => tx.courses.markPending(course.id),
  },
  sent_back: {
    transition: 'sent_back',
    from: ['approved'],
    to: 'pending',
    conflict: () => courseStudioMessages.onlyApprovedCanBeSentBack,
    apply: (tx, course) => tx.courses.markPending(course.id),
  },
};

/** Who did it and from where, for the audit trail of administrators' actions. */
export interface ReviewContext {
  ipAddress: string | null;
}

async function transition(
  deps: CourseDeps,
  actor: Identity,
  courseId: number,
  kind: CourseReviewTransition,
  reason: string | null,
  context: ReviewContext,
): Promise<Course> {
  const rule = rules[kind];
  const result = await deps.stores.transaction(async (tx) => {
    const course = await tx.courses.lock(courseId);
    // Resubmitting is the owner's (or an administrator's) act: someone else's course is not there for them.
    if (!course || (kind === 'submitted' && !canManageCourse(actor, course))) {
      throw new NotFoundError(courseMessages.courseNotFound);
    }
    if (!rule.from.includes(course.status)) throw new ConflictError(rule.conflict(course.status));
    const changed = await rule.apply(tx, course, actor, reason);
    if (!changed) throw new NotFoundError(courseMessages.courseNotFound);
    await tx.reviews.record({
      courseId,
      actorId: actor.id,
      transition: kind,
      fromStatus: course.status,
      toStatus: rule.to,
      reason,
    });
    await tx.events.emit('course.review_changed', {
      courseId,
      courseTitle: changed.title,
      educatorId: changed.instructorId,
      transition: kind,
      reason,
      actorId: actor.id,
    });
    if (isAdmin(actor)) {
      await tx.events.emit('admin.action_recorded', {
        actorId: actor.id,
        action: `course.${kind}`,
        targetType: 'course',
        targetId: String(courseId),
        previousValue: { status: course.status },
        newValue: { status: rule.to, ...(reason ? { reason } : {}) },
        ipAddress: context.ipAddress,
        occurredAt: new Date().toISOString(),
      });
    }
    return changed;
  });
  deps.logger.info({ courseId, by: actor.id, transition: kind }, 'course review status changed');
  return result;
}

/** POST /api/courses/{id}/approve (admin): pending → approved. */
export const approveCourse = (deps: CourseDeps, admin: Identity, courseId: number, context: ReviewContext) =>
  transition(deps, admin, courseId, 'approved', null, context);

/** POST /api/courses/{id}/reject (admin): pending → rejected, with the reason shown to the educator. */
export const rejectCourse = (
  deps: CourseDeps,
  admin: Identity,
  courseId: number,
  reason: string,
  context: ReviewContext,
) => transition(deps, admin, courseId, 'rejected', reason, context);

/** POST /api/courses/{id}/submit (owner or admin): rejected → pending. */
export const submitCourse = (deps: CourseDeps, actor: Identity, courseId: number, context: ReviewContext) =>
  transition(deps, actor, courseId, 'submitted', null, context);

/** POST /api/courses/{id}/send-back (admin): approved → pending, with a reason. */
export const sendBackCourse = (
  deps: CourseDeps,
  admin: Identity,
  courseId: number,
  reason: string,
  context: ReviewContext,
) => transition(deps, admin, courseId, 'sent_back', reason, context);

/** GET /api/courses/{id}/reviews: the course's history for its educator and administrators. */
export async function courseReviews(
  deps: CourseDeps,
  actor: Identity,
  courseId: number,
): Promise<CourseReview[]> {
  const course = await deps.stores.courses.find(courseId);
  if (!course || !canManageCourse(actor, course)) throw new NotFoundError(courseMessages.courseNotFound);
  return deps.stores.reviews.list(courseId);
}

/** GET /api/admin/courses: every course (or one educator's), pending first (oldest waiting first), paged. */
export async function adminCourses(
  deps: CourseDeps,
  query: { status: 'all' | CourseStatus; page: number; pageSize: number; educatorId?: number },
): Promise<AdminCoursePage> {
  const status = query.status === 'all' ? undefined : query.status;
  const instructorId = query.educatorId;
  const [items, total] = await Promise.all([
    deps.stores.courses.adminPage({
      status,
      instructorId,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    instructorId === undefined
      ? deps.stores.courses.total(status)
      : deps.stores.courses.instructorTotal(instructorId, status),
  ]);
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/**
 * POST /api/courses/{id}/reassign (admin): the course goes to another educator. This service keeps no users, so
 * it asks identity that the new owner exists and is an active educator (409 otherwise, 503 when identity cannot
 * be reached). Asked before the transaction so no lock waits on the network. Counts follow by trigger.
 */
export async function reassignCourse(
  deps: CourseDeps,
  admin: Identity,
  courseId: number,
  educatorId: number,
  context: ReviewContext,
): Promise<Course> {
  const current = await deps.stores.courses.find(courseId);
  if (!current) throw new NotFoundError(courseMessages.courseNotFound);
  if (current.instructorId === educatorId) throw new ConflictError(courseStudioMessages.sameEducator);
  const standing = await deps.instructors.standing(educatorId);
  if (standing?.role !== 'educator' || standing.status !== 'active') {
    throw new ConflictError(courseStudioMessages.educatorNotActive);
  }
  const result = await deps.stores.transaction(async (tx) => {
    const course = await tx.courses.lock(courseId);
    if (!course) throw new NotFoundError(courseMessages.courseNotFound);
    if (course.instructorId === educatorId) throw new ConflictError(courseStudioMessages.sameEducator);
    const changed = await tx.courses.update(courseId, { instructorId: educatorId });
    if (!changed) throw new NotFoundError(courseMessages.courseNotFound);
    await tx.events.emit('admin.action_recorded', {
      actorId: admin.id,
      action: 'course.reassigned',
      targetType: 'course',
      targetId: String(courseId),
      previousValue: { educatorId: course.instructorId },
      newValue: { educatorId },
      ipAddress: context.ipAddress,
      occurredAt: new Date().toISOString(),
    });
    return changed;
  });
  deps.logger.info({ courseId, educatorId, by: admin.id }, 'course reassigned');
  return result;
}

/** GET /internal/educators/{id}/holdings: what keeps identity from deleting the educator. */
export async function educatorHoldings(deps: CourseDeps, educatorId: number) {
  return { approvedCoursesWithLearners: await deps.stores.courses.approvedWithLearners(educatorId) };
}
