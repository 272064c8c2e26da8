import type { Request, Response, Router } from 'express';
import {
  aiConversationQuerySchema,
  aiConversationSchema,
  canopyGptAnswerSchema,
  canopyGptQuerySchema,
  contentAiMessages,
  courseSuggestionsAnswerSchema,
  courseSuggestionsRequestSchema,
  generateContentAnswerSchema,
  generateContentRequestSchema,
  type CanopyGptStreamEvent,
} from '@canopy/contracts';
import { defineRoute, HttpError, requestLanguage } from '@canopy/service-kit';
import {
  answerQuery,
  conversation,
  generateContent,
  streamQuery,
  suggestCourses,
} from '../use-cases/assistant';
import type { ContentDeps } from '../use-cases/deps';
import { contentAuthorAccess } from './route-access';

const tags = ['AI assistant'];
const aiErrors = {
  429: 'More AI requests than the per-user limit allows this minute (code `rate_limited`, `Retry-After`).',
  502: 'The AI endpoint failed or answered something unreadable (code `unavailable`).',
  503: 'No AI endpoint is configured on this server (code `ai_not_configured`).',
  504: 'The AI endpoint did not answer in time (code `unavailable`).',
};

const sse = (res: Response, event: CanopyGptStreamEvent) => res.write(`data: ${JSON.stringify(event)}\n\n`);

/** Whether the browser asked for the whole answer as JSON rather than the stream. */
const wantsJson = (req: Request) =>
  req.accepts(['text/event-stream', 'application/json']) === 'application/json' &&
  !(req.get('accept') ?? '').includes('text/event-stream');

/** The AI assistant (Canopy GPT) and the course wizard's AI helpers. */
export function assistantRoutes(router: Router, deps: ContentDeps) {
  defineRoute(
    router,
    {
      method: 'post',
      path: '/api/canopy-gpt/query',
      summary: 'Ask the AI assistant',
      description:
        'Modes (`queryType`): auto, express, policy, wisdom, images; each has its own system prompt. Only the last ' +
        'five messages of `conversationHistory` are sent to the model. By default the answer is streamed as ' +
        '`text/event-stream`: `data: {"delta": "..."}` events as the model writes, then one ' +
        '`data: {"done": true, "response": "...", "queryType": "..."}` (plus `imageUrl` in images mode), or one ' +
        '`data: {"error": {"message", "code"}}` if the model fails part-way. Failures before the answer starts ' +
        '(access, not configured, rate limit, the endpoint refusing) are ordinary JSON errors with their status. ' +
        'With `Accept: application/json` the whole answer comes as one JSON object (this schema). The question and ' +
        "the answer are appended to the user's conversation of that mode once complete.",
      tags,
      ...contentAuthorAccess,
      body: canopyGptQuerySchema,
      responses: { 200: canopyGptAnswerSchema, ...aiErrors },
    },
    async ({ body, user }, req, res) => {
      if (wantsJson(req)) {
        res.json(await answerQuery(deps, user, body, requestLanguage(req)));
        return;
      }
      const answer = streamQuery(deps, user, body, requestLanguage(req));
      // The first piece (or the whole failure) before any header: refusals stay plain JSON errors.
      let step = await answer.next();
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      });
      let gone = false;
      res.on('close', () => {
        if (!res.writableFinished) {
          gone = true;
          void answer.return(undefined as never).catch(() => {});
        }
      });
      try {
        while (!step.done) {
          sse(res, { delta: step.value });
          step = await answer.next();
        }
        sse(res, { done: true, ...step.value });
      } catch (err) {
        if (gone) return;
        const failure =
          err instanceof HttpError ? err : new HttpError(502, contentAiMessages.answerInterrupted);
        sse(res, { error: { message: failure.message, code: failure.code } });
      }
      res.end();
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/canopy-gpt/conversations',
      summary: 'My AI conversation of one mode',
      description: "The signed-in user's latest 200 messages of that mode (default auto), oldest first.",
      tags,
      ...contentAuthorAccess,
      query: aiConversationQuerySchema,
      responses: { 200: aiConversationSchema },
    },
    async ({ query, user }, _req, res) => {
      res.json(await conversation(deps, user, query.mode));
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/api/ai/generate-course-suggestions',
      summary: 'Suggest course ideas',
      description:
        'At most three ideas (title, description, level, learning outcomes) for a topic, audience and course type. ' +
        'The model is asked for JSON and its answer is checked; one that does not parse is a 502.',
      tags,
      ...contentAuthorAccess,
      body: courseSuggestionsRequestSchema,
      responses: { 200: courseSuggestionsAnswerSchema, ...aiErrors },
    },
    async ({ body, user }, req, res) => {
      res.json(await suggestCourses(deps, user, body, requestLanguage(req)));
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/api/ai/generate-content',
      summary: 'Write course material',
      description:
        'Course material of a given type (lesson, description, activity, ...) on a topic, in Markdown.',
      tags,
      ...contentAuthorAccess,
      body: generateContentRequestSchema,
      responses: { 200: generateContentAnswerSchema, ...aiErrors },
    },
    async ({ body, user }, req, res) => {
      res.json(await generateContent(deps, user, body, requestLanguage(req)));
    },
  );
}
