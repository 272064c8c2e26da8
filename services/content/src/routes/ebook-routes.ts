import type { Router } from 'express';
import {
  courseEbookListSchema,
  ebookCreateSchema,
  ebookDeletedSchema,
  ebookListSchema,
  ebookSchema,
  ebookUpdateSchema,
} from '@canopy/contracts';
import { defineRoute, idFields, requestId, requestLanguage } from '@canopy/service-kit';
import { buildEpub, epubContentDisposition } from '../ebooks/epub';
import { contentText } from '../i18n/content-text';
import {
  createEbook,
  deleteEbook,
  getEbook,
  listCourseEbooks,
  listEbooks,
  readableEbook,
  updateEbook,
} from '../use-cases/ebooks';
import type { ContentDeps } from '../use-cases/deps';
import { contentAuthorAccess } from './route-access';

const tags = ['Ebooks'];
const notYours = 'No such ebook, or it is not yours (administrators reach every ebook).';
const notReadable =
  'No such ebook, or not one you may read (its author, administrators, and the enrolled learners of the ' +
  'course it is attached to). Other signed-in accounts get the 403 of the content tools.';
const courseUnavailable = 'The course service could not be asked (who teaches the course, who is enrolled).';

/** The ebook builder and library: an author's own ebooks (administrators: all). */
export function ebookRoutes(router: Router, deps: ContentDeps) {
  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/ebooks',
      summary: 'List my ebooks',
      description: "The signed-in author's ebooks, newest first; an administrator gets every author's.",
      tags,
      ...contentAuthorAccess,
      responses: { 200: ebookListSchema },
    },
    async ({ user }, _req, res) => {
      res.json(await listEbooks(deps, user));
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/api/ebooks',
      summary: 'Create an ebook',
      description:
        'Title, author, description, format style, source and chapters from the ebook builder. Without ' +
        '`content`, the plain text the library shows is composed from the chapters in order.',
      tags,
      ...contentAuthorAccess,
      body: ebookCreateSchema,
      responses: { 201: ebookSchema },
    },
    async ({ body, user }, _req, res) => {
      res.status(201).json(await createEbook(deps, user, body));
    },
  );

  // Before `/api/ebooks/:id`.
  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/ebooks/course/:courseId',
      summary: "List a course's ebooks",
      description:
        "The ebooks attached to a course, in title order, for the course's Resources tab: its enrolled " +
        'learners, its educator and administrators. Summaries only (id, title, description, format style, ' +
        'author, chapter count); `GET /api/ebooks/{id}` reads one.',
      tags,
      auth: 'user',
      params: idFields('courseId'),
      responses: {
        200: courseEbookListSchema,
        403: 'Not enrolled in the course, not its educator and not an administrator (`forbidden`).',
        404: 'No such course.',
        503: courseUnavailable,
      },
    },
    async ({ params, user }, req, res) => {
      res.json(await listCourseEbooks(deps, user, params.courseId, requestId(req)));
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/ebooks/:id',
      summary: 'Get an ebook',
      description:
        'Its author and administrators; when the ebook is attached to a course, also the learners enrolled in ' +
        "that course. Other educators get the 404 of a missing ebook; other accounts the content tools' 403.",
      tags,
      auth: 'user',
      params: idFields('id'),
      responses: { 200: ebookSchema, 404: notReadable, 503: courseUnavailable },
    },
    async ({ params, user }, req, res) => {
      res.json(await getEbook(deps, user, params.id, requestId(req)));
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/ebooks/:id/epub',
      summary: 'Download an ebook as EPUB 3',
      description:
        'An EPUB 3 publication (`mimetype` first and stored, `META-INF/container.xml`, `OEBPS/package.opf`, a ' +
        'navigation document, a title page and one XHTML file per chapter), as an attachment named after the ' +
        'title. The same readers as `GET /api/ebooks/{id}`.',
      tags,
      auth: 'user',
      params: idFields('id'),
      responses: {
        200: { description: 'The EPUB file', contentType: 'application/epub+zip' },
        404: notReadable,
        503: courseUnavailable,
      },
    },
    async ({ params, user }, req, res) => {
      const ebook = await readableEbook(deps, user, params.id, requestId(req));
      const epub = await buildEpub(ebook, contentText(requestLanguage(req)));
      res
        .status(200)
        .set({
          'Content-Type': 'application/epub+zip',
          'Content-Disposition': epubContentDisposition(ebook.title),
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
        })
        .end(epub);
    },
  );

  defineRoute(
    router,
    {
      method: 'patch',
      path: '/api/ebooks/:id',
      summary: 'Update an ebook',
      description:
        'Any of title, content, chapters, author, description, format style and `courseId`. New chapters ' +
        'without new content recompose the content from them. `courseId` attaches the ebook to a course its ' +
        'author teaches (asked of the course service; administrators: any course), `null` detaches it; its ' +
        'enrolled learners can then read it.',
      tags,
      ...contentAuthorAccess,
      params: idFields('id'),
      body: ebookUpdateSchema,
      responses: {
        200: ebookSchema,
        403: 'Not an active educator or administrator, or the course is taught by someone else.',
        404: `${notYours} Or: no such course to attach it to.`,
        503: courseUnavailable,
      },
    },
    async ({ params, body, user }, req, res) => {
      res.json(await updateEbook(deps, user, params.id, body, requestId(req)));
    },
  );

  defineRoute(
    router,
    {
      method: 'delete',
      path: '/api/ebooks/:id',
      summary: 'Delete an ebook',
      tags,
      ...contentAuthorAccess,
      params: idFields('id'),
      responses: { 200: ebookDeletedSchema, 404: notYours },
    },
    async ({ params, user }, _req, res) => {
      res.json(await deleteEbook(deps, user, params.id));
    },
  );
}
