import type { Router } from 'express';
import { youtubeExtractAnswerSchema, youtubeExtractSchema } from '@canopy/contracts';
import { defineRoute } from '@canopy/service-kit';
import type { ContentDeps } from '../use-cases/deps';
import { extractYoutubeVideo } from '../use-cases/youtube';
import { contentAuthorAccess } from './route-access';

export function youtubeRoutes(router: Router, deps: ContentDeps) {
  defineRoute(
    router,
    {
      method: 'post',
      path: '/api/youtube/extract',
      summary: "Read a YouTube video's title and description",
      description:
        'For the course wizard. Accepts `{host}/watch?v=`, `youtu.be/` and `{host}/embed/` links. Title, channel ' +
        "and thumbnail come from YouTube's oEmbed endpoint, the description from the watch page when it can be " +
        'read (otherwise one made from the title and channel). No transcript yet.',
      tags: ['Extraction'],
      ...contentAuthorAccess,
      body: youtubeExtractSchema,
      responses: {
        200: youtubeExtractAnswerSchema,
        502: 'The video could not be read (private, removed, or YouTube unreachable).',
      },
    },
    async ({ body, user }, _req, res) => {
      res.json(await extractYoutubeVideo(deps, user, body.url));
    },
  );
}
