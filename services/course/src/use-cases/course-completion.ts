import {
  courseMessages,
  milestoneTemplates,
  storedText,
  type Certificate,
  type Course,
  type Milestone,
} from '@canopy/contracts';
import { NotFoundError } from '@canopy/service-kit';
import { newCertificateCode } from '../certificates/certificate-code';
import type { EnrollmentRecord } from '../stores/mappers';
import type { Stores } from '../stores/stores';

export interface FinishedEnrollment {
  enrollment: EnrollmentRecord;
  certificate: Certificate;
  /** Null when the course_completion milestone was already recorded. */
  milestone: Milestone | null;
}

/**
 * Finishes an enrollment that reached 100, in the caller's transaction: the enrollment becomes completed, its
 * certificate is issued with the learner's name as it is now (so the certificate reads the same later) and the
 * course_completion milestone is recorded. A learner's last completion and a removed lesson that was the last
 * one left both end here, so a completed enrollment always has its certificate.
 */
export async function finishEnrollment(
  tx: Stores,
  input: { enrollment: EnrollmentRecord; course: Course; learnerName: string; now: Date },
): Promise<FinishedEnrollment> {
  const { course, now } = input;
  const enrollment = await tx.enrollments.update(input.enrollment.id, {
    progress: 100,
    completed: true,
    completedAt: now,
  });
  if (!enrollment) throw new NotFoundError(courseMessages.enrollmentNotFound);
  const issued = await tx.certificates.issue({
    code: newCertificateCode(),
    userId: enrollment.userId,
    courseId: course.id,
    enrollmentId: enrollment.id,
    learnerName: input.learnerName,
    courseTitle: course.title,
    courseDescription: course.description ?? '',
    courseLevel: course.level,
    competencyLevel: enrollment.competencyLevel,
  });
  if (!issued) throw new NotFoundError(courseMessages.enrollmentNotFound);
  const milestone = await tx.milestones.record({
    enrollmentId: enrollment.id,
    userId: enrollment.userId,
    courseId: course.id,
    type: 'course_completion',
    title: storedText(milestoneTemplates.courseCompleted, { courseTitle: course.title }),
    description: storedText(milestoneTemplates.courseCompletedDescription),
    metadata: { certificateCode: issued.certificate.code },
    onceKey: 'course',
  });
  return { enrollment, certificate: issued.certificate, milestone };
}
