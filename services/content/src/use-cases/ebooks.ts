import {
  contentMessages,
  type CourseEbookExport,
  type CourseEbookSummary,
  type Ebook,
  type EbookChapter,
  type ebookCreateSchema,
  type ebookUpdateSchema,
} from '@canopy/contracts';
import {
  ForbiddenError,
  inactiveAccountError,
  NotFoundError,
  UnauthenticatedError,
} from '@canopy/service-kit';
import type { z } from 'zod';
import type { EbookChanges } from '../stores/ebook-store';
import { assertContentAuthor, isAdmin, type Actor } from './access';
import type { ContentDeps } from './deps';

/** The plain text of an ebook made of chapters (what the library shows and downloads). */
export function contentOfChapters(chapters: EbookChapter[]): string {
  return [...chapters]
    .sort((a, b) => a.order - b.order)
    .map((c) => (c.title ? `${c.title}\n\n${c.content}` : c.content))
    .join('\n\n');
}

/** Authors see their own ebooks; administrators see everyone's. */
export function listEbooks(deps: ContentDeps, actor: Actor): Promise<Ebook[]> {
  return deps.stores.ebooks.list(isAdmin(actor) ? null : actor.id);
}

export function createEbook(
  deps: ContentDeps,
  actor: Actor,
  input: z.output<typeof ebookCreateSchema>,
): Promise<Ebook> {
  const { content, ...rest } = input;
  return deps.stores.ebooks.create(
    { ...rest, content: content ?? contentOfChapters(input.chapters), createdBy: actor.id },
    deps.clock(),
  );
}

/** Someone else's ebook is answered like a missing one: its existence is nobody else's business. */
async function ownEbook(deps: ContentDeps, actor: Actor, id: number): Promise<Ebook> {
  const ebook = await deps.stores.ebooks.find(id);
  if (!ebook || (ebook.createdBy !== actor.id && !isAdmin(actor))) {
    throw new NotFoundError(contentMessages.ebookNotFound);
  }
  return ebook;
}

/**
 * An ebook someone may read: its author and administrators (as content authors), and, when it is attached to a
 * course, that course's enrolled learners. Other content authors get the 404 of a missing ebook; anyone else the
 * content tools' refusal (403, as for every other ebook route).
 */
export async function readableEbook(
  deps: ContentDeps,
  identity: Actor | null,
  id: number,
  requestId?: string,
): Promise<Ebook> {
  if (!identity) throw new UnauthenticatedError();
  const ebook = await deps.stores.ebooks.find(id);
  if (ebook && (ebook.createdBy === identity.id || isAdmin(identity))) {
    assertContentAuthor(identity);
    return ebook;
  }
  if (ebook?.courseId != null && identity.status === 'active') {
    if (await deps.courses.isEnrolled(ebook.courseId, identity.id, requestId)) return ebook;
  }
  assertContentAuthor(identity);
  throw new NotFoundError(contentMessages.ebookNotFound);
}

export function getEbook(
  deps: ContentDeps,
  identity: Actor | null,
  id: number,
  requestId?: string,
): Promise<Ebook> {
  return readableEbook(deps, identity, id, requestId);
}

const summary = (ebook: Ebook): CourseEbookSummary => ({
  id: ebook.id,
  title: ebook.title,
  description: ebook.description,
  formatStyle: ebook.formatStyle,
  author: ebook.author,
  chapterCount: ebook.chapters.length,
  updatedAt: ebook.updatedAt,
});

/**
 * `GET /api/ebooks/course/{courseId}`: the ebooks attached to a course, for its enrolled learners, its educator
 * and administrators. A course that does not exist is 404; anyone else is refused (403).
 */
export async function listCourseEbooks(
  deps: ContentDeps,
  identity: Actor | null,
  courseId: number,
  requestId?: string,
): Promise<CourseEbookSummary[]> {
  if (!identity) throw new UnauthenticatedError();
  if (identity.status !== 'active') throw inactiveAccountError(identity.status);
  const owner = await deps.courses.courseOwner(courseId, requestId);
  if (owner === null) throw new NotFoundError(contentMessages.ebookCourseNotFound);
  const allowed =
    isAdmin(identity) ||
    owner === identity.id ||
    (identity.status === 'active' && (await deps.courses.isEnrolled(courseId, identity.id, requestId)));
  if (!allowed) throw new ForbiddenError(contentMessages.ebookCourseForbidden);
  return (await deps.stores.ebooks.listForCourse(courseId)).map(summary);
}

/**
 * `GET /internal/courses/{id}/ebooks` (the course service's export): a course's ebooks with their chapters in
 * order. The course service has already decided that its caller may export the course.
 */
export async function courseEbooksForExport(
  deps: ContentDeps,
  courseId: number,
): Promise<CourseEbookExport[]> {
  return (await deps.stores.ebooks.listForCourse(courseId)).map((ebook) => ({
    id: ebook.id,
    title: ebook.title,
    author: ebook.author,
    description: ebook.description,
    chapters: [...ebook.chapters].sort((a, b) => a.order - b.order),
  }));
}

/** Attaching to a course: only to one the ebook's author teaches (administrators: any existing course). */
async function assertAttachable(
  deps: ContentDeps,
  actor: Actor,
  ebook: Ebook,
  courseId: number,
  requestId?: string,
) {
  const owner = await deps.courses.courseOwner(courseId, requestId);
  if (owner === null) throw new NotFoundError(contentMessages.ebookCourseNotFound);
  if (owner !== ebook.createdBy && !isAdmin(actor)) {
    throw new ForbiddenError(contentMessages.ebookCourseNotYours);
  }
}

export async function updateEbook(
  deps: ContentDeps,
  actor: Actor,
  id: number,
  input: z.output<typeof ebookUpdateSchema>,
  requestId?: string,
): Promise<Ebook> {
  const ebook = await ownEbook(deps, actor, id);
  if (input.courseId !== undefined && input.courseId !== null && input.courseId !== ebook.courseId) {
    await assertAttachable(deps, actor, ebook, input.courseId, requestId);
  }
  const changes: EbookChanges = {};
  for (const key of [
    'title',
    'author',
    'description',
    'formatStyle',
    'chapters',
    'content',
    'courseId',
  ] as const) {
    if (input[key] !== undefined) (changes as Record<string, unknown>)[key] = input[key];
  }
  // New chapters without new text: the text follows the chapters.
  if (input.chapters !== undefined && input.content === undefined) {
    changes.content = contentOfChapters(input.chapters);
  }
  const updated = await deps.stores.ebooks.update(id, changes, deps.clock());
  if (!updated) throw new NotFoundError(contentMessages.ebookNotFound);
  return updated;
}

export async function deleteEbook(deps: ContentDeps, actor: Actor, id: number): Promise<{ message: string }> {
  await ownEbook(deps, actor, id);
  if (!(await deps.stores.ebooks.delete(id))) throw new NotFoundError(contentMessages.ebookNotFound);
  return { message: contentMessages.ebookDeleted };
}
