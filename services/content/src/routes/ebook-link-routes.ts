import type { Router } from 'express';
import { z } from 'zod';
import {
  contentAiMessages,
  ebookFromLinkAnswerSchema,
  ebookFromLinkSchema,
  ebookJobCreatedSchema,
  ebookJobSchema,
} from '@canopy/contracts';
import { defineRoute, NotFoundError, RateLimitedError, requestLanguage } from '@canopy/service-kit';
import { generateEbookFromLink } from '../use-cases/ebook-from-link';
import type { ContentDeps } from '../use-cases/deps';
import { contentAuthorAccess } from './route-access';

const tags = ['Ebooks'];
const jobParams = z.object({ id: z.uuid() });
/** Generations one user may have running at once. */
const RUNNING_PER_USER = 3;

const linkErrors = {
  400: "An empty URL ('Please enter a URL'), or a link that is refused (not http(s), a private address).",
  422: 'The page has no readable article.',
  502: 'The page or video could not be read.',
};

/** The ebook builder's "generate from a link": synchronous, or as a job whose real stages can be followed. */
export function ebookLinkRoutes(router: Router, deps: ContentDeps) {
  defineRoute(
    router,
    {
      method: 'post',
      path: '/api/generate-ebook-from-link',
      summary: 'Draft an ebook from a web page or YouTube video',
      description:
        'Websites: fetched through the SSRF-safe fetcher (HTML only), the article read with Mozilla Readability ' +
        '(no script runs), one chapter per h1–h3 heading, plain text only. YouTube: title, channel and ' +
        'description, split into chapters. With an AI endpoint configured the draft is rewritten in the format ' +
        'style (`aiRewritten: true`); otherwise, or if the rewrite fails, the extraction is returned with a ' +
        '`notice`. Failures answer "Unable to process the link. Please check the URL and try again."',
      tags,
      ...contentAuthorAccess,
      body: ebookFromLinkSchema,
      responses: { 200: ebookFromLinkAnswerSchema, ...linkErrors },
    },
    async ({ body, user }, req, res) => {
      res.json(await generateEbookFromLink(deps, user, body, { language: requestLanguage(req) }));
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/api/generate-ebook-from-link/jobs',
      summary: 'Start drafting an ebook from a link',
      description:
        'Same as `POST /api/generate-ebook-from-link`, run in the background: answers `202 { jobId }` at once; ' +
        'follow it with `GET /api/generate-ebook-from-link/jobs/{id}` on any instance. Jobs are kept in the ' +
        "service's database for 30 minutes after their last change; a job whose instance stopped is taken over " +
        'by another once its lease runs out. At most three running per user.',
      tags,
      ...contentAuthorAccess,
      body: ebookFromLinkSchema,
      responses: { 202: ebookJobCreatedSchema, 429: 'Three generations of yours are already running.' },
    },
    async ({ body, user: actor }, req, res) => {
      if ((await deps.ebookJobs.running(actor.id)) >= RUNNING_PER_USER) {
        throw new RateLimitedError(10, contentAiMessages.jobLimit);
      }
      const jobId = await deps.ebookJobs.start(actor, body, requestLanguage(req));
      res.status(202).json({ jobId });
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/generate-ebook-from-link/jobs/:id',
      summary: 'Follow an ebook generation',
      description:
        'The stage under way (Analyzing Content, Generating Structure, Content Creation, Formatting, Finalizing), ' +
        'the stages completed, then the result (`status: succeeded`) or the error (`status: failed`).',
      tags,
      ...contentAuthorAccess,
      params: jobParams,
      responses: { 200: ebookJobSchema, 404: 'No such job, or not yours, or expired.' },
    },
    async ({ params, user }, _req, res) => {
      const job = await deps.ebookJobs.get(user.id, params.id);
      if (!job) throw new NotFoundError(contentAiMessages.jobNotFound);
      res.json(job);
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/generate-ebook-from-link/jobs/:id/events',
      summary: 'Follow an ebook generation as it happens',
      description:
        '`text/event-stream`: one `data: {job}` event (the same object as `GET .../jobs/{id}`) now and after every ' +
        'change of stage, the last one with `status` succeeded or failed; then the stream ends. A comment line ' +
        'every 15 s keeps proxies from closing it.',
      tags,
      ...contentAuthorAccess,
      params: jobParams,
      responses: {
        200: {
          description: 'The job, event by event.',
          schema: ebookJobSchema,
          contentType: 'text/event-stream',
        },
        404: 'No such job, or not yours, or expired.',
      },
    },
    async ({ params: { id }, user }, _req, res) => {
      const ownerId = user.id;
      if (!(await deps.ebookJobs.get(ownerId, id))) throw new NotFoundError(contentAiMessages.jobNotFound);
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      });
      const heartbeat = setInterval(() => res.write(': still working\n\n'), 15_000);
      let stop: (() => void) | null = null;
      let finished = false;
      const finish = () => {
        finished = true;
        clearInterval(heartbeat);
        stop?.();
        if (!res.writableEnded) res.end();
      };
      res.on('close', finish);
      let ended = false;
      stop = await deps.ebookJobs.watch(ownerId, id, (job) => {
        if (ended) return;
        res.write(`data: ${JSON.stringify(job)}\n\n`);
        if (job.status !== 'running') {
          ended = true;
          // After the first call `stop` is set; a job already finished is closed right after it.
          setImmediate(finish);
        }
      });
      // Gone meanwhile (expired), or the client left while the watch began: nothing more to send.
      if (!stop || finished) finish();
    },
  );
}
