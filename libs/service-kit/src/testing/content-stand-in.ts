import { contentInternalApi, type CourseEbookExport } from '@canopy/contracts';
import { startInternalStandIn, type InternalStandIn } from './internal-stand-in';

export interface ContentStandIn extends InternalStandIn<typeof contentInternalApi.calls> {
  /** Attaches the ebook to the course (or replaces it). */
  attachEbook(courseId: number, ebook: CourseEbookExport): void;
}

/**
 * The content service's internal API (`contentInternalApi`) for another service's tests, answering from the
 * ebooks it is given per course (a course without any has none).
 */
export async function standInContentService(
  data: { ebooks?: Array<{ courseId: number; ebook: CourseEbookExport }> } = {},
): Promise<ContentStandIn> {
  const byCourse = new Map<number, Map<number, CourseEbookExport>>();
  const attachEbook = (courseId: number, ebook: CourseEbookExport) => {
    const ebooks = byCourse.get(courseId) ?? new Map<number, CourseEbookExport>();
    ebooks.set(ebook.id, ebook);
    byCourse.set(courseId, ebooks);
  };
  for (const { courseId, ebook } of data.ebooks ?? []) attachEbook(courseId, ebook);

  const standIn = await startInternalStandIn(contentInternalApi, {
    courseEbooks: ({ params }) =>
      [...(byCourse.get(params.id)?.values() ?? [])].sort((a, b) => a.title.localeCompare(b.title)),
  });
  return Object.assign(standIn, { attachEbook });
}
