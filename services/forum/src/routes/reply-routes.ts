import type { Router } from 'express';
import { z } from 'zod';
import { flagCreateSchema, likeStateSchema, replySchema, replyUpdateSchema } from '@canopy/contracts';
import { currentUser, defineRoute, idParam, validate } from '@canopy/service-kit';
import type { ForumDeps } from '../use-cases/deps';
import { flagPost, likePost, unlikePost } from '../use-cases/reactions';
import { deleteReply, getReply, updateReply } from '../use-cases/replies';
import { requireMember, viewer } from './guards';

const tags = ['Forum replies'];
const replyRef = (id: unknown) => ({ postType: 'reply' as const, postId: idParam(id) });

/** One reply: reading is public; editing, deleting and reactions by active members. */
export function replyRoutes(router: Router, deps: ForumDeps) {
  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/forum/replies/:id',
      summary: 'Get a reply',
      tags,
      auth: 'public',
      responses: { 200: replySchema, 404: 'No such reply (or hidden from the caller).' },
    },
    async (req, res) => {
      res.json(await getReply(deps, viewer(req), idParam(req.params.id)));
    },
  );

  defineRoute(
    router,
    {
      method: 'patch',
      path: '/api/forum/replies/:id',
      summary: 'Edit a reply',
      description:
        'Its author or an administrator. The reply shows as edited; the earlier text is kept for moderators.',
      tags,
      auth: 'user',
      body: replyUpdateSchema,
      responses: { 200: replySchema, 404: 'No such reply.' },
    },
    requireMember,
    async (req, res) => {
      const id = idParam(req.params.id);
      const input = validate(replyUpdateSchema, req.body);
      res.json(await updateReply(deps, currentUser(req), id, input));
    },
  );

  defineRoute(
    router,
    {
      method: 'delete',
      path: '/api/forum/replies/:id',
      summary: 'Delete a reply',
      tags,
      auth: 'user',
      responses: { 204: 'Deleted.', 404: 'No such reply.' },
    },
    requireMember,
    async (req, res) => {
      await deleteReply(deps, currentUser(req), idParam(req.params.id));
      res.status(204).end();
    },
  );

  defineRoute(
    router,
    {
      method: 'put',
      path: '/api/forum/replies/:id/like',
      summary: 'Mark a reply as helpful',
      tags,
      auth: 'user',
      responses: { 200: likeStateSchema, 404: 'No such reply.' },
    },
    requireMember,
    async (req, res) => {
      res.json(await likePost(deps, currentUser(req), replyRef(req.params.id)));
    },
  );

  defineRoute(
    router,
    {
      method: 'delete',
      path: '/api/forum/replies/:id/like',
      summary: 'Take back a helpful mark on a reply',
      tags,
      auth: 'user',
      responses: { 200: likeStateSchema, 404: 'No such reply.' },
    },
    requireMember,
    async (req, res) => {
      res.json(await unlikePost(deps, currentUser(req), replyRef(req.params.id)));
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/api/forum/replies/:id/flags',
      summary: 'Flag a reply for moderators',
      tags,
      auth: 'user',
      body: flagCreateSchema,
      responses: {
        201: z.object({ message: z.string(), hidden: z.boolean() }),
        404: 'No such reply.',
        409: 'Already flagged by the caller.',
      },
    },
    requireMember,
    async (req, res) => {
      const input = validate(flagCreateSchema, req.body);
      res.status(201).json(await flagPost(deps, currentUser(req), replyRef(req.params.id), input));
    },
  );
}
