import { contentMessages, type YoutubeExtractAnswer } from '@canopy/contracts';
import { HttpError, ValidationError } from '@canopy/service-kit';
import { readYoutubeVideo } from '../youtube/youtube-oembed';
import { transcriptParagraphs } from '../youtube/youtube-transcript';
import { youtubeVideoId } from '../youtube/youtube-url';
import type { Actor } from './access';
import type { ContentDeps } from './deps';

/** The course wizard's YouTube path: a video's title, description and transcript to start a course from. */
export async function extractYoutubeVideo(
  deps: ContentDeps,
  actor: Actor,
  url: string,
): Promise<YoutubeExtractAnswer> {
  const videoId = youtubeVideoId(url);
  if (!videoId) throw new ValidationError(contentMessages.youtubeUrlInvalid);
  try {
    const video = await readYoutubeVideo(deps.fetcher, deps.youtube, videoId);
    return {
      title: video.title,
      description:
        video.description ?? (video.author ? `${video.title}, a video by ${video.author}.` : video.title),
      videoId,
      author: video.author,
      thumbnailUrl: video.thumbnailUrl,
      transcript: video.transcript ? transcriptParagraphs(video.transcript).join('\n\n') : null,
    };
  } catch (err) {
    deps.logger.warn({ err, videoId, userId: actor.id }, 'YouTube video could not be read');
    // Private, removed or unreachable: the same honest answer, from the upstream's side (502).
    throw new HttpError(502, contentMessages.youtubeFailed, { code: 'unavailable' });
  }
}
