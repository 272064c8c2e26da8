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
import { currentUser, defineRoute, idParam, validate, ValidationError } from '@canopy/service-kit';
import type { ForumDeps } from '../use-cases/deps';
import {
  decide,
  moderatedPost,
  moderationLog,
  moderationQueue,
  postRevisions,
  type ModerationContext,
} from '../use-cases/moderation';
import { requireModerator } from './guards';

const tags = ['Forum moderation'];

/** The moderator's address for the audit log: the last hop the gateway added, else the socket's peer. */
function moderationContext(req: Request): ModerationContext {
  const forwarded = req
    .get('x-forwarded-for')
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .at(-1);
  return { ipAddress: (forwarded || req.socket.remoteAddress || null)?.slice(0, 100) ?? null };
}

function postRef(type: unknown, id: unknown) {
  const parsed = postTypeSchema.safeParse(type);
  if (!parsed.success) throw new ValidationError('Post type must be discussion or reply');
  return { postType: parsed.data, postId: idParam(id) };
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
      auth: 'admin',
      query: moderationQueueQuerySchema,
      responses: { 200: pagedSchema(flaggedPostSchema) },
    },
    requireModerator,
    async (req, res) => {
      res.json(await moderationQueue(deps, validate(moderationQueueQuerySchema, req.query)));
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/forum/moderation/actions',
      summary: 'The moderation log',
      tags,
      auth: 'admin',
      query: moderationQueueQuerySchema.pick({ page: true, pageSize: true }),
      responses: { 200: pagedSchema(moderationRecordSchema) },
    },
    requireModerator,
    async (req, res) => {
      const { page, pageSize } = validate(
        moderationQueueQuerySchema.pick({ page: true, pageSize: true }),
        req.query,
      );
      res.json(await moderationLog(deps, page, pageSize));
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/forum/moderation/:type/:id',
      summary: 'A post with its flags and decisions',
      tags,
      auth: 'admin',
      params: z.object({ type: postTypeSchema, id: z.string() }),
      responses: { 200: flaggedPostSchema, 404: 'No such post.' },
    },
    requireModerator,
    async (req, res) => {
      res.json(await moderatedPost(deps, postRef(req.params.type, req.params.id)));
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/forum/moderation/:type/:id/revisions',
      summary: 'Earlier versions of an edited post',
      tags,
      auth: 'admin',
      params: z.object({ type: postTypeSchema, id: z.string() }),
      responses: { 200: z.array(postRevisionSchema), 404: 'No such post.' },
    },
    requireModerator,
    async (req, res) => {
      res.json(await postRevisions(deps, postRef(req.params.type, req.params.id)));
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
        auth: 'admin',
        params: z.object({ type: postTypeSchema, id: z.string() }),
        body: moderationDecisionSchema,
        responses: { 200: flaggedPostSchema, 404: 'No such post.' },
      },
      requireModerator,
      async (req, res) => {
        const ref = postRef(req.params.type, req.params.id);
        const { note } = validate(moderationDecisionSchema, req.body);
        res.json(await decide(deps, currentUser(req), ref, action, note, moderationContext(req)));
      },
    );
  }
}

const decisionText: Record<ModerationAction, string> = {
  keep: 'The post stays (or comes back) in view; its open flags are closed. Recorded with the moderator and time.',
  hide: 'The post leaves public view (its author and administrators still see it). Recorded.',
  delete: 'The post is removed for everyone but administrators. Recorded.',
};
