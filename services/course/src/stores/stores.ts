import {
  storeAccess,
  type Outbox,
  type OutboxFactory,
  type StoreAccess as Transactional,
} from '@canopy/service-kit';
import { createDrizzleAdminFiguresStore, type AdminFiguresStore } from './admin-figures-store';
import {
  createDrizzleAssessmentQuestionStore,
  type AssessmentQuestionStore,
} from './assessment-question-store';
import { createDrizzleAssessmentStore, type AssessmentStore } from './assessment-store';
import { createDrizzleCategoryStore, type CategoryStore } from './category-store';
import { createDrizzleCertificateStore, type CertificateStore } from './certificate-store';
import { createDrizzleCourseStore, type CourseStore } from './course-store';
import { createDrizzleCurriculumStore, type CurriculumStore } from './curriculum-store';
import type { CourseDb } from './db';
import { createDrizzleEnrollmentStore, type EnrollmentStore } from './enrollment-store';
import { createDrizzleInsightStore, type InsightStore } from './insight-store';
import { createDrizzleFeedbackStore, type FeedbackStore } from './feedback-store';
import { createDrizzleImportReportStore, type ImportReportStore } from './import-report-store';
import { createDrizzleMilestoneStore, type MilestoneStore } from './milestone-store';
import { createDrizzleQuizStore, type QuizStore } from './quiz-store';
import { createDrizzleReadVersionStore, type ReadVersionStore } from './read-version-store';
import { createDrizzleReviewStore, type ReviewStore } from './review-store';
import { createDrizzleStudioStore, type StudioStore } from './studio-store';

export interface Stores {
  categories: CategoryStore;
  courses: CourseStore;
  curriculum: CurriculumStore;
  enrollments: EnrollmentStore;
  milestones: MilestoneStore;
  certificates: CertificateStore;
  reviews: ReviewStore;
  quizzes: QuizStore;
  feedback: FeedbackStore;
  studio: StudioStore;
  adminFigures: AdminFiguresStore;
  questions: AssessmentQuestionStore;
  assessments: AssessmentStore;
  insights: InsightStore;
  /** The reports of Common Cartridge imports, kept with the courses they made. */
  importReports: ImportReportStore;
  /** What learners' kept reads were made from (see service-kit's kept-reads.ts). */
  readVersions: ReadVersionStore;
  /** Domain events, written through the same handle (inside a transaction: part of it). */
  events: Outbox;
}

/** The stores, plus `transaction(work)`: several of their calls as one transaction. */
export type StoreAccess = Transactional<Stores>;

/** An outbox for store sets built without the service's event machinery (query-plan tests): emitting fails. */
export const noEvents: OutboxFactory = {
  on: () => ({
    emit: () => Promise.reject(new Error('These stores were built without an outbox')),
  }),
};

/** Stores bound to one database handle or open transaction. */
export function bindStores(db: CourseDb, events: OutboxFactory = noEvents): Stores {
  return {
    categories: createDrizzleCategoryStore(db),
    courses: createDrizzleCourseStore(db),
    curriculum: createDrizzleCurriculumStore(db),
    enrollments: createDrizzleEnrollmentStore(db),
    milestones: createDrizzleMilestoneStore(db),
    certificates: createDrizzleCertificateStore(db),
    reviews: createDrizzleReviewStore(db),
    quizzes: createDrizzleQuizStore(db),
    feedback: createDrizzleFeedbackStore(db),
    studio: createDrizzleStudioStore(db),
    adminFigures: createDrizzleAdminFiguresStore(db),
    questions: createDrizzleAssessmentQuestionStore(db),
    assessments: createDrizzleAssessmentStore(db),
    insights: createDrizzleInsightStore(db),
    importReports: createDrizzleImportReportStore(db),
    readVersions: createDrizzleReadVersionStore(db),
    events: events.on(db),
  };
}

export function createDrizzleStores(db: CourseDb, events: OutboxFactory = noEvents): StoreAccess {
  return storeAccess(db, (handle) => bindStores(handle, events));
}
