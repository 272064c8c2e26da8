import type { Router } from 'express';
import { z } from 'zod';
import {
  answerMarkSchema,
  discussionCreateSchema,
  discussionDetailSchema,
  discussionListQuerySchema,
  discussionSummarySchema,
  discussionUpdateSchema,
  flagCreateSchema,
  likeStateSchema,
  pagedSchema,
  replyCreateSchema,
  replySchema,
} from '@canopy/contracts';
import { currentUser, defineRoute, idParam, validate } from '@canopy/service-kit';
import type { ForumDeps } from '../use-cases/deps';
import {
  createDiscussion,
  deleteDiscussion,
  getDiscussion,
  listDiscussions,
  updateDiscussion,
} from '../use-cases/discussions';
import { flagPost, likePost, markAnswer, unlikePost } from '../use-cases/reactions';
import { createReply } from '../use-cases/replies';
import { requestId, requireMember, viewer } from './guards';

const tags = ['Forum discussions'];
const flagAnswer = z.object({ message: z.string(), hidden: z.boolean() });
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
    async (req, res) => {
      res.json(await listDiscussions(deps, validate(discussionListQuerySchema, req.query)));
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
      responses: { 200: discussionDetailSchema, 404: 'No such discussion (or hidden from the caller).' },
    },
    async (req, res) => {
      res.json(await getDiscussion(deps, viewer(req), idParam(req.params.id)));
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
      auth: 'user',
      body: discussionCreateSchema,
      responses: {
        201: discussionDetailSchema,
        404: 'The topic, course or lesson does not exist.',
        429: 'A posting limit was reached.',
        503: 'The course service could not be asked about a course discussion.',
      },
    },
    requireMember,
    async (req, res) => {
      const input = validate(discussionCreateSchema, req.body);
      res.status(201).json(await createDiscussion(deps, currentUser(req), input, requestId(req)));
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
      auth: 'user',
      body: discussionUpdateSchema,
      responses: { 200: discussionDetailSchema, 404: 'No such discussion.' },
    },
    requireMember,
    async (req, res) => {
      const id = idParam(req.params.id);
      const input = validate(discussionUpdateSchema, req.body);
      res.json(await updateDiscussion(deps, currentUser(req), id, input));
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
      auth: 'user',
      responses: { 204: 'Deleted.', 404: 'No such discussion.' },
    },
    requireMember,
    async (req, res) => {
      await deleteDiscussion(deps, currentUser(req), idParam(req.params.id));
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
      auth: 'user',
      body: replyCreateSchema,
      responses: {
        201: replySchema,
        404: 'No such discussion.',
        409: 'The discussion is hidden or deleted.',
        429: 'A posting limit was reached.',
      },
    },
    requireMember,
    async (req, res) => {
      const id = idParam(req.params.id);
      const input = validate(replyCreateSchema, req.body);
      res.status(201).json(await createReply(deps, currentUser(req), id, input, requestId(req)));
    },
  );

  defineRoute(
    router,
    {
      method: 'put',
      path: '/api/discussions/:id/like',
      summary: 'Mark a discussion as helpful',
      description: "Once per member; not one's own post.",
      tags,
      auth: 'user',
      responses: { 200: likeStateSchema, 404: 'No such discussion.' },
    },
    requireMember,
    async (req, res) => {
      const ref = { postType: 'discussion' as const, postId: idParam(req.params.id) };
      res.json(await likePost(deps, currentUser(req), ref));
    },
  );

  defineRoute(
    router,
    {
      method: 'delete',
      path: '/api/discussions/:id/like',
      summary: 'Take back a helpful mark',
      tags,
      auth: 'user',
      responses: { 200: likeStateSchema, 404: 'No such discussion.' },
    },
    requireMember,
    async (req, res) => {
      const ref = { postType: 'discussion' as const, postId: idParam(req.params.id) };
      res.json(await unlikePost(deps, currentUser(req), ref));
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
      auth: 'user',
      body: answerMarkSchema,
      responses: { 200: discussionDetailSchema, 404: 'No such discussion.' },
    },
    requireMember,
    async (req, res) => {
      const id = idParam(req.params.id);
      const { replyId } = validate(answerMarkSchema, req.body);
      res.json(await markAnswer(deps, currentUser(req), id, replyId));
    },
  );

  defineRoute(
    router,
    {
      method: 'delete',
      path: '/api/discussions/:id/answer',
      summary: 'Clear the answer mark',
      tags,
      auth: 'user',
      responses: { 200: discussionDetailSchema, 404: 'No such discussion.' },
    },
    requireMember,
    async (req, res) => {
      res.json(await markAnswer(deps, currentUser(req), idParam(req.params.id), null));
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/api/discussions/:id/flags',
      summary: 'Flag a discussion for moderators',
      description:
        'reason: spam, inappropriate, off_topic or other (with a note). Once per member; flags from three ' +
        'members hide the post until a moderator reviews it.',
      tags,
      auth: 'user',
      body: flagCreateSchema,
      responses: { 201: flagAnswer, 404: 'No such discussion.', 409: 'Already flagged by the caller.' },
    },
    requireMember,
    async (req, res) => {
      const ref = { postType: 'discussion' as const, postId: idParam(req.params.id) };
      const input = validate(flagCreateSchema, req.body);
      res.status(201).json(await flagPost(deps, currentUser(req), ref, input));
    },
  );
}
