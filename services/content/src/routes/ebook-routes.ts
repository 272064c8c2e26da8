import type { Router } from 'express';
import {
  ebookCreateSchema,
  ebookDeletedSchema,
  ebookListSchema,
  ebookSchema,
  ebookUpdateSchema,
} from '@canopy/contracts';
import { defineRoute, idFields, idParam, validate } from '@canopy/service-kit';
import { createEbook, deleteEbook, getEbook, listEbooks, updateEbook } from '../use-cases/ebooks';
import type { ContentDeps } from '../use-cases/deps';
import { author, requireContentAuthor } from './guards';

const tags = ['Ebooks'];
const notYours = 'No such ebook, or it is not yours (administrators reach every ebook).';

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
      auth: 'educator',
      responses: { 200: ebookListSchema },
    },
    requireContentAuthor,
    async (req, res) => {
      res.json(await listEbooks(deps, author(req)));
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
      auth: 'educator',
      body: ebookCreateSchema,
      responses: { 201: ebookSchema },
    },
    requireContentAuthor,
    async (req, res) => {
      res.status(201).json(await createEbook(deps, author(req), validate(ebookCreateSchema, req.body)));
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/ebooks/:id',
      summary: 'Get an ebook',
      tags,
      auth: 'educator',
      params: idFields('id'),
      responses: { 200: ebookSchema, 404: notYours },
    },
    requireContentAuthor,
    async (req, res) => {
      res.json(await getEbook(deps, author(req), idParam(req.params.id)));
    },
  );

  defineRoute(
    router,
    {
      method: 'patch',
      path: '/api/ebooks/:id',
      summary: 'Update an ebook',
      description:
        'Any of title, content, chapters, author, description and format style. New chapters without new ' +
        'content recompose the content from them.',
      tags,
      auth: 'educator',
      params: idFields('id'),
      body: ebookUpdateSchema,
      responses: { 200: ebookSchema, 404: notYours },
    },
    requireContentAuthor,
    async (req, res) => {
      const id = idParam(req.params.id);
      res.json(await updateEbook(deps, author(req), id, validate(ebookUpdateSchema, req.body)));
    },
  );

  defineRoute(
    router,
    {
      method: 'delete',
      path: '/api/ebooks/:id',
      summary: 'Delete an ebook',
      tags,
      auth: 'educator',
      params: idFields('id'),
      responses: { 200: ebookDeletedSchema, 404: notYours },
    },
    requireContentAuthor,
    async (req, res) => {
      res.json(await deleteEbook(deps, author(req), idParam(req.params.id)));
    },
  );
}
