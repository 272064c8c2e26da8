import type { Router } from 'express';
import { z } from 'zod';
import {
  discussionListQuerySchema,
  discussionSummarySchema,
  forumTopicSchema,
  pagedSchema,
  topicListQuerySchema,
} from '@canopy/contracts';
import { defineRoute, idFields } from '@canopy/service-kit';
import type { ForumDeps } from '../use-cases/deps';
import { getTopic, listTopics, topicDiscussions } from '../use-cases/topics';

const tags = ['Forum topics'];

/** Topics: public reading. */
export function topicRoutes(router: Router, deps: ForumDeps) {
  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/forum-topics',
      summary: 'List forum topics',
      description:
        'Every topic with its description and number of visible discussions: general topics by title, then the ' +
        "courses' own topics. `sort=popular` orders by activity of the last 30 days (discussions started, replies " +
        'and likes) for the Popular Topics panel; `limit` keeps the first ones.',
      tags,
      auth: 'public',
      query: topicListQuerySchema,
      responses: { 200: z.array(forumTopicSchema) },
    },
    async ({ query }, _req, res) => {
      res.json(await listTopics(deps, query));
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/forum-topics/:id',
      summary: 'Get a forum topic',
      tags,
      auth: 'public',
      params: idFields('id'),
      responses: { 200: forumTopicSchema, 404: 'No such topic.' },
    },
    async ({ params }, _req, res) => {
      res.json(await getTopic(deps, params.id));
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/forum-topics/:id/discussions',
      summary: "List a topic's discussions",
      description: 'Paged (20 per page), with the same tabs, search and filters as GET /api/discussions.',
      tags,
      auth: 'public',
      params: idFields('id'),
      query: discussionListQuerySchema,
      responses: { 200: pagedSchema(discussionSummarySchema), 404: 'No such topic.' },
    },
    async ({ params, query }, _req, res) => {
      res.json(await topicDiscussions(deps, params.id, query));
    },
  );
}
