import type { Request, Router } from 'express';
import { z } from 'zod';
import {
  flaggedPostSchema,
  moderationActions,
  moderationDecisionSchema,
  moderationQueueQuerySchema,
  moderationRecordSchema,
  pagedSchema,
  postRevisionSchema,
  postTypeSchema,
  type ModerationAction,
} from '@canopy/contracts';
import { defineRoute, idFields } from '@canopy/service-kit';
import type { ForumDeps } from '../use-cases/deps';
import {
  decide,
  moderatedPost,
  moderationLog,
  moderationQueue,
  postRevisions,
  type ModerationContext,
} from '../use-cases/moderation';
import { moderatorAccess } from './route-access';

const tags = ['Forum moderation'];
/** `/api/forum/moderation/:type/:id`: which kind of post, and its id. */
const postParams = z.object({ type: postTypeSchema, ...idFields('id').shape });
const logQuery = moderationQueueQuerySchema.pick({ page: true, pageSize: true });

/** The audit log's address: the moderator's, as the gateway signed it into the identity. */
function moderationContext(req: Request): ModerationContext {
  return { ipAddress: req.clientAddress };
}

function postRef(params: z.output<typeof postParams>) {
  return { postType: params.type, postId: params.id };
}

/** The moderation API (administrators): flagged posts, decisions, the log and earlier versions of posts. */
export function moderationRoutes(router: Router, deps: ForumDeps) {
  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/forum/moderation/flags',
      summary: 'Flagged posts',
      description:
        '`open`: posts with flags not yet reviewed (hidden ones included); `resolved`: reviewed ones.',
      tags,
      ...moderatorAccess,
      query: moderationQueueQuerySchema,
      responses: { 200: pagedSchema(flaggedPostSchema) },
    },
    async ({ query }, _req, res) => {
      res.json(await moderationQueue(deps, query));
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/forum/moderation/actions',
      summary: 'The moderation log',
      tags,
      ...moderatorAccess,
      query: logQuery,
      responses: { 200: pagedSchema(moderationRecordSchema) },
    },
    async ({ query }, _req, res) => {
      res.json(await moderationLog(deps, query.page, query.pageSize));
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/forum/moderation/:type/:id',
      summary: 'A post with its flags and decisions',
      tags,
      ...moderatorAccess,
      params: postParams,
      responses: { 200: flaggedPostSchema, 404: 'No such post.' },
    },
    async ({ params }, _req, res) => {
      res.json(await moderatedPost(deps, postRef(params)));
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/forum/moderation/:type/:id/revisions',
      summary: 'Earlier versions of an edited post',
      tags,
      ...moderatorAccess,
      params: postParams,
      responses: { 200: z.array(postRevisionSchema), 404: 'No such post.' },
    },
    async ({ params }, _req, res) => {
      res.json(await postRevisions(deps, postRef(params)));
    },
  );

  for (const action of moderationActions) {
    defineRoute(
      router,
      {
        method: 'post',
        path: `/api/forum/moderation/:type/:id/${action}`,
        summary: `${action[0]!.toUpperCase()}${action.slice(1)} a post`,
        description: decisionText[action],
        tags,
        ...moderatorAccess,
        params: postParams,
        body: moderationDecisionSchema,
        responses: { 200: flaggedPostSchema, 404: 'No such post.' },
      },
      async ({ params, body, user }, req, res) => {
        res.json(await decide(deps, user, postRef(params), action, body.note, moderationContext(req)));
      },
    );
  }
}

const decisionText: Record<ModerationAction, string> = {
  keep: 'The post stays (or comes back) in view; its open flags are closed. Recorded with the moderator and time.',
  hide: 'The post leaves public view (its author and administrators still see it). Recorded.',
  delete: 'The post is removed for everyone but administrators. Recorded.',
};
