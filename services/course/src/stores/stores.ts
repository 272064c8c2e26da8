import { createDrizzleCategoryStore, type CategoryStore } from './category-store';
import { createDrizzleCertificateStore, type CertificateStore } from './certificate-store';
import { createDrizzleCourseStore, type CourseStore } from './course-store';
import { createDrizzleCurriculumStore, type CurriculumStore } from './curriculum-store';
import type { CourseDb } from './db';
import { createDrizzleEnrollmentStore, type EnrollmentStore } from './enrollment-store';
import { createDrizzleMilestoneStore, type MilestoneStore } from './milestone-store';

export interface Stores {
  categories: CategoryStore;
  courses: CourseStore;
  curriculum: CurriculumStore;
  enrollments: EnrollmentStore;
  milestones: MilestoneStore;
  certificates: CertificateStore;
}

/** The stores, plus a way to run several of their calls as one transaction. */
export interface StoreAccess extends Stores {
  /**
   * Runs `work` in one database transaction with stores bound to it. Inside, use only the stores it is given:
   * on PGlite, a query outside the open transaction would wait for it forever.
   */
  transaction<T>(work: (tx: Stores) => Promise<T>): Promise<T>;
}

/** Stores bound to one database handle or open transaction. */
export function bindStores(db: CourseDb): Stores {
  return {
    categories: createDrizzleCategoryStore(db),
    courses: createDrizzleCourseStore(db),
    curriculum: createDrizzleCurriculumStore(db),
    enrollments: createDrizzleEnrollmentStore(db),
    milestones: createDrizzleMilestoneStore(db),
    certificates: createDrizzleCertificateStore(db),
  };
}

export function createDrizzleStores(db: CourseDb): StoreAccess {
  return {
    ...bindStores(db),
    transaction: (work) => db.transaction((tx) => work(bindStores(tx as unknown as CourseDb))),
  };
}
