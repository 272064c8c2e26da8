import {
  contentMessages,
  type Ebook,
  type EbookChapter,
  type ebookCreateSchema,
  type ebookUpdateSchema,
} from '@canopy/contracts';
import { NotFoundError } from '@canopy/service-kit';
import type { z } from 'zod';
import type { EbookChanges } from '../stores/ebook-store';
import { isAdmin, type Actor } from './access';
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

export function getEbook(deps: ContentDeps, actor: Actor, id: number): Promise<Ebook> {
  return ownEbook(deps, actor, id);
}

export async function updateEbook(
  deps: ContentDeps,
  actor: Actor,
  id: number,
  input: z.output<typeof ebookUpdateSchema>,
): Promise<Ebook> {
  await ownEbook(deps, actor, id);
  const changes: EbookChanges = {};
  for (const key of ['title', 'author', 'description', 'formatStyle', 'chapters', 'content'] as const) {
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
