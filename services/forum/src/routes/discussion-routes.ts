import type { Router } from 'express';
import {
  answerMarkSchema,
  discussionCreateSchema,
  discussionDetailSchema,
  discussionListQuerySchema,
  discussionSummarySchema,
  discussionUpdateSchema,
  pagedSchema,
  replyCreateSchema,
  replySchema,
} from '@canopy/contracts';
import { defineRoute, idFields, requestId, sendKeptJson } from '@canopy/service-kit';
import type { ForumDeps } from '../use-cases/deps';
import {
  createDiscussion,
  deleteDiscussion,
  getDiscussion,
  listDiscussions,
  updateDiscussion,
} from '../use-cases/discussions';
import { markAnswer } from '../use-cases/reactions';
import { createReply } from '../use-cases/replies';
import { memberAccess } from './route-access';
import { reactionRoutes } from './reaction-routes';

const tags = ['Forum discussions'];
const params = idFields('id');
const limits =
  'Posting limits (429 with Retry-After and a message saying how long to wait): accounts younger than 24 hours ' +
  'wait 30 s between posts and may start 3 discussions and post 10 replies that day; everyone waits 5 s between ' +
  'posts and starts at most 20 discussions a day; the same text twice within 5 minutes is refused. ' +
  'Administrators are exempt.';

/** Discussions: public reading; posting, editing and reactions by active members. */
export function discussionRoutes(router: Router, deps: ForumDeps) {
  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/discussions',
      summary: 'List or search discussions',
      description:
        'Tabs: `all` (newest first; with `search`, best match first), `recent` (activity in the last 14 days, ' +
        'newest activity first) and `popular` (replies and likes of the last 30 days, most first). `search` ' +
        'matches titles, tags and content (full-text, ranked, with a highlighted snippet). Filters: topicId, ' +
        'courseId, lessonId, authorId, tag. Paged: 20 per page (pageSize up to 50), with the total.',
      tags,
      auth: 'public',
      query: discussionListQuerySchema,
      responses: { 200: pagedSchema(discussionSummarySchema) },
    },
    async ({ query }, req, res) => {
      sendKeptJson(req, res, await listDiscussions(deps, query));
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/discussions/:id',
      summary: 'Get a discussion with its replies',
      description:
        'Author, tags and replies (oldest first). Likes, flags and permissions are the caller’s. Hidden posts ' +
        'are shown only to their author and administrators.',
      tags,
      auth: 'public',
      params,
      responses: { 200: discussionDetailSchema, 404: 'No such discussion (or hidden from the caller).' },
    },
    async ({ params, user }, _req, res) => {
      res.json(await getDiscussion(deps, user, params.id));
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/api/discussions',
      summary: 'Start a discussion',
      description:
        'title, content (Markdown), topicId (a number) and tags (comma-separated, at most 5). A course ' +
        "discussion gives courseId (and optionally lessonId) and goes to the course's own topic; a member's " +
        `first post in a course records the course milestone. ${limits}`,
      tags,
      ...memberAccess,
      body: discussionCreateSchema,
      responses: {
        201: discussionDetailSchema,
        404: 'The topic, course or lesson does not exist.',
        429: 'A posting limit was reached.',
        503: 'The course service could not be asked about a course discussion.',
      },
    },
    async ({ body, user }, req, res) => {
      res.status(201).json(await createDiscussion(deps, user, body, requestId(req)));
    },
  );

  defineRoute(
    router,
    {
      method: 'patch',
      path: '/api/discussions/:id',
      summary: 'Edit a discussion',
      description:
        'Its author or an administrator. The post shows as edited; the earlier version is kept for moderators.',
      tags,
      ...memberAccess,
      params,
      body: discussionUpdateSchema,
      responses: { 200: discussionDetailSchema, 404: 'No such discussion.' },
    },
    async ({ params, body, user }, _req, res) => {
      res.json(await updateDiscussion(deps, user, params.id, body));
    },
  );

  defineRoute(
    router,
    {
      method: 'delete',
      path: '/api/discussions/:id',
      summary: 'Delete a discussion',
      description: 'Its author or an administrator. Kept, deleted, for moderators.',
      tags,
      ...memberAccess,
      params,
      responses: { 204: 'Deleted.', 404: 'No such discussion.' },
    },
    async ({ params, user }, _req, res) => {
      await deleteDiscussion(deps, user, params.id);
      res.status(204).end();
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/api/discussions/:id/replies',
      summary: 'Reply to a discussion',
      description: `content (Markdown, 5 to 10,000 characters). ${limits}`,
      tags,
      ...memberAccess,
      params,
      body: replyCreateSchema,
      responses: {
        201: replySchema,
        404: 'No such discussion.',
        409: 'The discussion is hidden or deleted.',
        429: 'A posting limit was reached.',
      },
    },
    async ({ params, body, user }, req, res) => {
      res.status(201).json(await createReply(deps, user, params.id, body, requestId(req)));
    },
  );

  defineRoute(
    router,
    {
      method: 'put',
      path: '/api/discussions/:id/answer',
      summary: 'Mark a reply as the answer',
      description: "The discussion's author, an educator or an administrator; one answer per discussion.",
      tags,
      ...memberAccess,
      params,
      body: answerMarkSchema,
      responses: { 200: discussionDetailSchema, 404: 'No such discussion.' },
    },
    async ({ params, body, user }, _req, res) => {
      res.json(await markAnswer(deps, user, params.id, body.replyId));
    },
  );

  defineRoute(
    router,
    {
      method: 'delete',
      path: '/api/discussions/:id/answer',
      summary: 'Clear the answer mark',
      tags,
      ...memberAccess,
      params,
      responses: { 200: discussionDetailSchema, 404: 'No such discussion.' },
    },
    async ({ params, user }, _req, res) => {
      res.json(await markAnswer(deps, user, params.id, null));
    },
  );

  reactionRoutes(router, deps, { postType: 'discussion', path: '/api/discussions/:id', tags });
}
