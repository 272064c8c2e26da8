import { z } from 'zod';
import type { SafeFetcher } from '../fetch/safe-fetch';
import { playerResponse, readTranscript, type TranscriptSegment } from './youtube-transcript';

export interface YoutubeVideoFacts {
  title: string;
  author: string | null;
  thumbnailUrl: string | null;
  description: string | null;
  /** The published caption track, when there is one that can be read. */
  transcript: TranscriptSegment[] | null;
}

const oembedSchema = z.object({
  title: z.string().min(1),
  author_name: z.string().nullish(),
  thumbnail_url: z.string().nullish(),
});

function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The `content` of a page's description meta tag (`og:description` or `description`), or null. */
export function metaDescription(html: string): string | null {
  for (const tag of html.match(/<meta\b[^>]*>/gi) ?? []) {
    const name = /\b(?:name|property)\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1]?.toLowerCase();
    if (name !== 'og:description' && name !== 'description') continue;
    const content = /\bcontent\s*=\s*"([^"]*)"|\bcontent\s*=\s*'([^']*)'/i.exec(tag);
    const text = decodeEntities(content?.[1] ?? content?.[2] ?? '').trim();
    if (text) return text;
  }
  return null;
}

/**
 * What YouTube says about a video: title, channel and thumbnail from its oEmbed endpoint (the documented, key-less
 * way); from the watch page, when it can be read, the description (the player's full one, else the meta tags) and
 * the transcript of the caption track its player lists. All through the safe fetcher; the endpoints' base URLs
 * are configuration.
 */
export async function readYoutubeVideo(
  fetcher: SafeFetcher,
  endpoints: { oembedUrl: string; watchUrl: string },
  videoId: string,
): Promise<YoutubeVideoFacts> {
  const watch = new URL(endpoints.watchUrl);
  watch.searchParams.set('v', videoId);
  const oembed = new URL(endpoints.oembedUrl);
  oembed.searchParams.set('url', watch.href);
  oembed.searchParams.set('format', 'json');
  const answer = await fetcher.fetch(oembed.href, { accept: ['application/json', 'text/json'] });
  const facts = oembedSchema.parse(answer.json());
  let description: string | null = null;
  let transcript: TranscriptSegment[] | null = null;
  let html: string | null = null;
  try {
    html = (await fetcher.fetch(watch.href, { accept: ['text/html'] })).text();
  } catch {
    // The description and transcript are a bonus: the title and channel are enough to go on.
  }
  if (html !== null) {
    const player = playerResponse(html);
    description = player?.videoDetails?.shortDescription?.trim() || metaDescription(html);
    transcript = await readTranscript(fetcher, endpoints.watchUrl, player);
  }
  return {
    title: facts.title,
    author: facts.author_name ?? null,
    thumbnailUrl: facts.thumbnail_url ?? null,
    description,
    transcript,
  };
}
