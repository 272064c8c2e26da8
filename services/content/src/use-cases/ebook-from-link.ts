import type { AccountLanguage, ebookFromLinkSchema } from '@canopy/contracts';
import {
  contentAiMessages,
  contentMessages,
  type EbookFormatStyle,
  type EbookFromLinkAnswer,
} from '@canopy/contracts';
import { HttpError, ValidationError } from '@canopy/service-kit';
import { z } from 'zod';
import { parseModelJson } from '../ai/model-json';
import { ebookRewritePrompt } from '../ai/prompts';
import { readArticle } from '../extraction/article';
import {
  chaptersFromBlocks,
  chaptersFromDescription,
  chaptersFromTranscript,
  MAX_CHAPTERS,
  type DraftChapter,
} from '../extraction/chapters';
import { plainText } from '../extraction/plain-text';
import { SafeFetchError } from '../fetch/safe-fetch';
import { contentText } from '../i18n/content-text';
import type { StageReporter } from '../jobs/ebook-jobs';
import { readYoutubeVideo } from '../youtube/youtube-oembed';
import { youtubeVideoId } from '../youtube/youtube-url';
import { assertContentAuthor, type Actor } from './access';
import type { ContentDeps } from './deps';

export type EbookFromLinkInput = z.output<typeof ebookFromLinkSchema>;

interface Draft {
  title: string;
  author: string;
  description: string;
  chapters: DraftChapter[];
  sourceUrl: string;
}

/** How much of the draft is sent to the model for the rewrite. */
const REWRITE_INPUT_CHARS = 40_000;

const failed = (status: number) =>
  new HttpError(status, contentAiMessages.linkFailed, {
    code: status === 400 ? 'validation_failed' : 'unavailable',
  });

/** `example.org/page` as `https://example.org/page`; a URL with its own scheme (even `file:`) is left to be refused. */
const withScheme = (url: string) => (/^[a-z][a-z0-9+.-]*:(?!\d)/i.test(url) ? url : `https://${url}`);

/** Analyzing Content for a web page: fetched through the safe fetcher (HTML only), the article read from it. */
async function readWebsite(deps: ContentDeps, actor: Actor, url: string) {
  let page;
  try {
    page = await deps.fetcher.fetch(withScheme(url), { accept: ['text/html'] });
  } catch (err) {
    deps.logger.warn({ err, userId: actor.id }, 'link could not be fetched');
    // The link itself is refused (not http(s), a private address): the request's fault. Otherwise the page's.
    if (
      err instanceof SafeFetchError &&
      (err.reason === 'invalid_url' || err.reason === 'forbidden_address')
    ) {
      throw failed(400);
    }
    throw failed(502);
  }
  const article = await readArticle(page.text(), page.url);
  if (!article || article.blocks.length === 0) throw failed(422);
  const host = new URL(page.url).hostname;
  return { article, sourceUrl: page.url, host };
}

/** The draft ebook rewritten by the model in the chosen style; null when the answer is unusable. */
const rewrittenSchema = z.object({
  title: z.string().trim().min(1).max(300),
  description: z.string().max(5_000).default(''),
  chapters: z
    .array(
      z.object({ title: z.string().trim().min(1).max(300), content: z.string().trim().min(1).max(200_000) }),
    )
    .min(1)
    .max(MAX_CHAPTERS),
});

async function rewrite(deps: ContentDeps, draft: Draft, style: EbookFormatStyle) {
  if (!deps.ai) return null;
  let source = JSON.stringify({
    title: draft.title,
    description: draft.description,
    chapters: draft.chapters,
  });
  if (source.length > REWRITE_INPUT_CHARS) {
    // Too long to send whole: the chapters are shortened evenly rather than the end cut off.
    const share = Math.floor(REWRITE_INPUT_CHARS / Math.max(1, draft.chapters.length)) - 100;
    source = JSON.stringify({
      title: draft.title,
      description: draft.description,
      chapters: draft.chapters.map((c) => ({
        title: c.title,
        content: c.content.slice(0, Math.max(200, share)),
      })),
    });
  }
  const text = await deps.ai.complete([
    { role: 'system', content: ebookRewritePrompt(style) },
    { role: 'user', content: source },
  ]);
  return parseModelJson(text, rewrittenSchema);
}

export interface EbookFromLinkOptions {
  /** Called as each real stage starts (a job stores it). */
  report?: StageReporter;
  /** The educator's language: the headings and lines the extraction writes itself (Introduction, Part 2). */
  language?: AccountLanguage;
}

/**
 * `POST /api/generate-ebook-from-link` (and its jobs): a web page or a YouTube video as a draft ebook, through
 * the real stages, each reported as it starts. With an AI endpoint the draft is rewritten in the chosen style;
 * without one (or when the rewrite fails) the structured extraction is returned and `notice` says so (one of
 * the contracts' sentences, English like the API's messages: the studio translates it).
 */
export async function generateEbookFromLink(
  deps: ContentDeps,
  identity: Actor | null,
  input: EbookFromLinkInput,
  { report = async () => {}, language = 'en' }: EbookFromLinkOptions = {},
): Promise<EbookFromLinkAnswer> {
  assertContentAuthor(identity);
  const actor = identity;
  const t = contentText(language);

  await report('Analyzing Content');
  let draft: Draft;
  if (input.contentType === 'youtube') {
    const videoId = youtubeVideoId(input.url);
    if (!videoId) throw new ValidationError(contentMessages.youtubeUrlInvalid);
    let video;
    try {
      video = await readYoutubeVideo(deps.fetcher, deps.youtube, videoId);
    } catch (err) {
      deps.logger.warn({ err, videoId, userId: actor.id }, 'YouTube video could not be read');
      throw failed(502);
    }
    await report('Generating Structure');
    const description = video.description ?? '';
    // The transcript when the video publishes captions (chapters by the description's marks, else by length);
    // otherwise only what the description says.
    const chapters = video.transcript
      ? chaptersFromTranscript(video.transcript, description, t)
      : chaptersFromDescription(description, video.title, t);
    draft = {
      title: video.title,
      author: video.author ?? 'YouTube',
      description:
        description.split(/\n\s*\n/)[0]?.trim() ||
        (video.author
          ? t('A video by {{author}}.', { author: video.author })
          : t('A video by an unknown channel.')),
      chapters: chapters.length
        ? chapters
        : [
            {
              title: t('Overview'),
              content: video.author
                ? t('{{title}}, a video by {{author}}.', { title: video.title, author: video.author })
                : `${video.title}.`,
            },
          ],
      sourceUrl: `${deps.youtube.watchUrl}?v=${videoId}`,
    };
  } else {
    const { article, sourceUrl, host } = await readWebsite(deps, actor, input.url);
    await report('Generating Structure');
    const title = article.title || host;
    draft = {
      title,
      author: article.byline || article.siteName || host,
      description: article.excerpt || article.blocks.find((b) => b.kind === 'text')?.text || '',
      chapters: chaptersFromBlocks(article.blocks, title, t),
      sourceUrl,
    };
  }

  await report('Content Creation');
  let aiRewritten = false;
  let notice: string | null = contentAiMessages.notRewritten;
  if (deps.ai) {
    try {
      const rewritten = await rewrite(deps, draft, input.formatStyle);
      if (rewritten) {
        draft = { ...draft, ...rewritten };
        aiRewritten = true;
        notice = null;
      } else {
        deps.logger.warn({ userId: actor.id }, 'AI ebook rewrite unreadable; extraction returned');
        notice = contentAiMessages.rewriteFailed;
      }
    } catch (err) {
      deps.logger.warn({ err, userId: actor.id }, 'AI ebook rewrite failed; extraction returned');
      notice = contentAiMessages.rewriteFailed;
    }
  }

  await report('Formatting');
  const chapters = draft.chapters
    .map((c) => ({
      title: plainText(c.title, 300) || t('Untitled chapter'),
      content: plainText(c.content, 200_000),
    }))
    .filter((c) => c.content.length > 0);

  await report('Finalizing');
  return {
    title: plainText(draft.title, 300) || t('Untitled ebook'),
    author: plainText(draft.author, 200),
    description: plainText(draft.description, 5_000),
    chapters,
    sourceUrl: draft.sourceUrl,
    sourceType: input.contentType,
    formatStyle: input.formatStyle,
    aiRewritten,
    notice,
  };
}
