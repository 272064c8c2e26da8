import type { Router } from 'express';
import { replySchema, replyUpdateSchema } from '@canopy/contracts';
import { defineRoute, idFields } from '@canopy/service-kit';
import type { ForumDeps } from '../use-cases/deps';
import { deleteReply, getReply, updateReply } from '../use-cases/replies';
import { memberAccess } from './route-access';
import { reactionRoutes } from './reaction-routes';

const tags = ['Forum replies'];
const params = idFields('id');

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
      params,
      responses: { 200: replySchema, 404: 'No such reply (or hidden from the caller).' },
    },
    async ({ params, user }, _req, res) => {
      res.json(await getReply(deps, user, params.id));
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
      ...memberAccess,
      params,
      body: replyUpdateSchema,
      responses: { 200: replySchema, 404: 'No such reply.' },
    },
    async ({ params, body, user }, _req, res) => {
      res.json(await updateReply(deps, user, params.id, body));
    },
  );

  defineRoute(
    router,
    {
      method: 'delete',
      path: '/api/forum/replies/:id',
      summary: 'Delete a reply',
      tags,
      ...memberAccess,
      params,
      responses: { 204: 'Deleted.', 404: 'No such reply.' },
    },
    async ({ params, user }, _req, res) => {
      await deleteReply(deps, user, params.id);
      res.status(204).end();
    },
  );

  reactionRoutes(router, deps, { postType: 'reply', path: '/api/forum/replies/:id', tags });
}
