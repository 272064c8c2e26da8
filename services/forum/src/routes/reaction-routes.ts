import type { Router } from 'express';
import { flagCreateSchema, flagResultSchema, likeStateSchema, type PostType } from '@canopy/contracts';
import { defineRoute, idFields } from '@canopy/service-kit';
import type { ForumDeps } from '../use-cases/deps';
import { flagPost, likePost, unlikePost } from '../use-cases/reactions';
import { memberAccess } from './route-access';

/** Where a kind of post lives: `/api/discussions/:id` or `/api/forum/replies/:id`. */
export interface ReactionTarget {
  postType: PostType;
  path: `/api/${string}/:id`;
  tags: string[];
}

/** Helpful marks and flags, the same for discussions and replies: active members, on others' visible posts. */
export function reactionRoutes(router: Router, deps: ForumDeps, { postType, path, tags }: ReactionTarget) {
  const notFound = `No such ${postType}.`;
  const params = idFields('id');

  defineRoute(
    router,
    {
      method: 'put',
      path: `${path}/like`,
      summary: `Mark a ${postType} as helpful`,
      description: "Once per member; not one's own post.",
      tags,
      ...memberAccess,
      params,
      responses: { 200: likeStateSchema, 404: notFound },
    },
    async ({ params, user }, _req, res) => {
      res.json(await likePost(deps, user, { postType, postId: params.id }));
    },
  );

  defineRoute(
    router,
    {
      method: 'delete',
      path: `${path}/like`,
      summary: `Take back a helpful mark on a ${postType}`,
      tags,
      ...memberAccess,
      params,
      responses: { 200: likeStateSchema, 404: notFound },
    },
    async ({ params, user }, _req, res) => {
      res.json(await unlikePost(deps, user, { postType, postId: params.id }));
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: `${path}/flags`,
      summary: `Flag a ${postType} for moderators`,
      description:
        'reason: spam, inappropriate, off_topic or other (with a note). Once per member; flags from three ' +
        'members hide the post until a moderator reviews it.',
      tags,
      ...memberAccess,
      params,
      body: flagCreateSchema,
      responses: { 201: flagResultSchema, 404: notFound, 409: 'Already flagged by the caller.' },
    },
    async ({ params, body, user }, _req, res) => {
      res.status(201).json(await flagPost(deps, user, { postType, postId: params.id }, body));
    },
  );
}
