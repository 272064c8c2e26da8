import { cartridgeMessages, type CartridgeStoredReport, type Identity } from '@canopy/contracts';
import { NotFoundError } from '@canopy/service-kit';
import { managedCourse } from './authoring';
import type { CourseDeps } from './deps';

/**
 * GET /api/courses/{id}/import-report: the report of the import that made the course, for whoever may export it
 * (its educator, or an administrator; another educator's course is missing to them). The course part is the
 * course as it is now; what the import found, and when, is as it was kept.
 */
export async function readImportReport(
  deps: CourseDeps,
  actor: Identity,
  courseId: number,
): Promise<CartridgeStoredReport> {
  const course = await managedCourse(deps.stores, actor, courseId);
  const kept = await deps.stores.importReports.find(course.id);
  if (!kept) throw new NotFoundError(cartridgeMessages.noImportReport);
  return {
    course: { id: course.id, title: course.title, status: course.status },
    ...kept.findings,
    importedAt: kept.importedAt,
  };
}
