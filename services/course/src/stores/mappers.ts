import type {
  Category,
  Certificate,
  CompetencyLevel,
  Course,
  CourseLevel,
  CourseStatus,
  CourseSummary,
  Lesson,
  Milestone,
  MilestoneMetadata,
  MilestoneType,
  Module,
  StoredText,
  StoryTemplate,
} from '@canopy/contracts';
import type {
  categories,
  certificates,
  courses,
  enrollments,
  lessons,
  milestones,
  modules,
} from '../db/schema';

type CourseRow = typeof courses.$inferSelect;
export type ModuleRow = typeof modules.$inferSelect;
type LessonRow = typeof lessons.$inferSelect;
type EnrollmentRow = typeof enrollments.$inferSelect;
type MilestoneRow = typeof milestones.$inferSelect;
type CertificateRow = typeof certificates.$inferSelect;
type CategoryRow = typeof categories.$inferSelect;

/** A lesson as stored, before the caller's right to read its body is applied. */
export type LessonRecord = Omit<Lesson, 'locked'>;

/** An enrollment as stored, with its course; progress facts are added by the use cases. */
export interface EnrollmentRecord {
  id: number;
  userId: number;
  courseId: number;
  progress: number;
  completed: boolean;
  completedAt: string | null;
  competencyLevel: CompetencyLevel;
  reflection: string | null;
  personalGoal: string | null;
  selfPaced: boolean;
  targetCompletionDate: string | null;
  weeklyHoursTarget: number | null;
  lastActiveAt: string;
  enrolledAt: string;
}

export const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    icon: row.icon,
    courseCount: row.courseCount,
  };
}

export function toCourse(row: CourseRow): Course {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    level: row.level as CourseLevel,
    rating: row.rating,
    instructorId: row.instructorId,
    categoryId: row.categoryId,
    categoryIds: row.categoryIds,
    status: row.status as CourseStatus,
    createdAt: row.createdAt.toISOString(),
    approvedAt: iso(row.approvedAt),
    approvedBy: row.approvedBy,
    rejectionReason: row.rejectionReason,
    youtubeUrl: row.youtubeUrl,
    storyTemplate: row.storyTemplate as StoryTemplate | null,
    transformationJourney: row.transformationJourney,
    characterDevelopment: row.characterDevelopment,
    practicalSkills: row.practicalSkills,
    awakeningPhase: row.awakeningPhase,
    explorationPhase: row.explorationPhase,
    challengePhase: row.challengePhase,
    breakthroughPhase: row.breakthroughPhase,
    integrationPhase: row.integrationPhase,
    legacyPhase: row.legacyPhase,
  };
}

/** A course with its size (the counts kept on write). */
export function toCourseSummary(row: CourseRow): CourseSummary {
  return {
    ...toCourse(row),
    moduleCount: row.moduleCount,
    lessonCount: row.lessonCount,
    enrolledCount: row.enrolledCount,
    durationMinutes: row.durationMinutes,
  };
}

export function toModule(row: ModuleRow, lessonCount = row.lessonCount): Module {
  return {
    id: row.id,
    courseId: row.courseId,
    title: row.title,
    description: row.description,
    orderIndex: row.orderIndex,
    displayName: row.displayName,
    storyPhase: row.storyPhase,
    lessonCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toLesson(row: LessonRow): LessonRecord {
  return {
    id: row.id,
    moduleId: row.moduleId,
    title: row.title,
    orderIndex: row.orderIndex,
    displayName: row.displayName,
    duration: row.duration,
    hasDiscussion: row.hasDiscussion,
    isShortForm: row.isShortForm,
    content: row.content,
    videoUrl: row.videoUrl,
    documentUrl: row.documentUrl,
    practicalApplication: row.practicalApplication,
    caseStudy: row.caseStudy,
    actionSteps: row.actionSteps,
    reflectionPrompts: row.reflectionPrompts,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toEnrollment(row: EnrollmentRow): EnrollmentRecord {
  return {
    id: row.id,
    userId: row.userId,
    courseId: row.courseId,
    progress: row.progress,
    completed: row.completed,
    completedAt: iso(row.completedAt),
    competencyLevel: row.competencyLevel as CompetencyLevel,
    reflection: row.reflection,
    personalGoal: row.personalGoal,
    selfPaced: row.selfPaced,
    targetCompletionDate: row.targetCompletionDate,
    weeklyHoursTarget: row.weeklyHoursTarget,
    lastActiveAt: row.lastActiveAt.toISOString(),
    enrolledAt: row.enrolledAt.toISOString(),
  };
}

export function toMilestone(row: MilestoneRow): Milestone {
  const { titleText, descriptionText, ...metadata } = row.metadata as MilestoneMetadata & {
    titleText?: StoredText;
    descriptionText?: StoredText;
  };
  return {
    id: row.id,
    enrollmentId: row.enrollmentId,
    courseId: row.courseId,
    userId: row.userId,
    type: row.type as MilestoneType,
    title: row.title,
    description: row.description,
    achievedAt: row.achievedAt.toISOString(),
    metadata,
    icon: row.icon,
    titleText: titleText ?? null,
    descriptionText: descriptionText ?? null,
  };
}

export function toCertificate(row: CertificateRow): Certificate {
  return {
    id: row.id,
    code: row.code,
    userId: row.userId,
    courseId: row.courseId,
    enrollmentId: row.enrollmentId,
    learnerName: row.learnerName,
    courseTitle: row.courseTitle,
    issuedAt: row.issuedAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revocationReason: row.revocationReason,
  };
}

/** A certificate with what its Open Badges credential is built from and who revoked it. */
export interface CertificateRecord extends Certificate {
  courseDescription: string;
  courseLevel: string;
  competencyLevel: string;
  statusIndex: number;
  revokedBy: number | null;
}

export function toCertificateRecord(row: CertificateRow): CertificateRecord {
  return {
    ...toCertificate(row),
    courseDescription: row.courseDescription,
    courseLevel: row.courseLevel,
    competencyLevel: row.competencyLevel,
    statusIndex: row.statusIndex,
    revokedBy: row.revokedBy,
  };
}
