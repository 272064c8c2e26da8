import { z } from 'zod';
import type { SafeFetcher } from '../fetch/safe-fetch';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** One caption of a video's transcript: when it starts (ms) and what is said. */
export interface TranscriptSegment {
  startMs: number;
  text: string;
}

const captionTrackSchema = z.object({
  baseUrl: z.string().min(1),
  languageCode: z.string().optional(),
  /** `asr` for YouTube's automatic captions. */
  kind: z.string().optional(),
});
export type CaptionTrack = z.infer<typeof captionTrackSchema>;

const playerResponseSchema = z.object({
  captions: z
    .object({
      playerCaptionsTracklistRenderer: z
        .object({ captionTracks: z.array(z.unknown()).optional() })
        .optional(),
    })
    .optional(),
  videoDetails: z.object({ shortDescription: z.string().optional() }).optional(),
});
export type PlayerResponse = z.infer<typeof playerResponseSchema>;

/** The JSON object starting at `start` (a `{`), read with strings and escapes respected; null if unbalanced. */
function balancedObject(text: string, start: number): string | null {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  return null;
}

/** The watch page's `ytInitialPlayerResponse` (captions, details), or null when it has none readable. */
export function playerResponse(html: string): PlayerResponse | null {
  const marker = /ytInitialPlayerResponse\s*=\s*\{/g;
  for (let m = marker.exec(html); m; m = marker.exec(html)) {
    const json = balancedObject(html, m.index + m[0].length - 1);
    if (!json) continue;
    try {
      const parsed = playerResponseSchema.safeParse(JSON.parse(json));
      if (parsed.success) return parsed.data;
    } catch {
      // Not JSON after all (a script mentioning the name): look further.
    }
  }
  return null;
}

/** The published caption tracks of a player response (malformed ones left out). */
export function captionTracks(player: PlayerResponse | null): CaptionTrack[] {
  const raw = player?.captions?.playerCaptionsTracklistRenderer?.captionTracks ?? [];
  return raw.flatMap((t) => {
    const track = captionTrackSchema.safeParse(t);
    return track.success ? [track.data] : [];
  });
}

const isEnglish = (t: CaptionTrack) => /^en\b/i.test(t.languageCode ?? '');
const isAuto = (t: CaptionTrack) => t.kind === 'asr';

/** The track to read: captions written by people before automatic ones, English before other languages. */
export function chooseTrack(tracks: CaptionTrack[]): CaptionTrack | null {
  return (
    tracks.find((t) => !isAuto(t) && isEnglish(t)) ??
    tracks.find((t) => !isAuto(t)) ??
    tracks.find(isEnglish) ??
    tracks[0] ??
    null
  );
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, n: string) => safeCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => safeCodePoint(parseInt(n, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

const safeCodePoint = (n: number) => (n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '');

/** Caption text as plain words: markup inside it dropped, entities decoded (YouTube encodes some twice). */
function captionText(raw: string): string {
  let text = decodeEntities(raw.replace(/<[^>]*>/g, ''));
  if (/&(?:#\d+|#x[0-9a-f]+|[a-z]+);/i.test(text)) text = decodeEntities(text.replace(/<[^>]*>/g, ''));
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const attr = (tag: string, name: string) =>
  new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"|\\b${name}\\s*=\\s*'([^']*)'`).exec(tag);
const attrValue = (tag: string, name: string) => {
  const m = attr(tag, name);
  return m ? (m[1] ?? m[2] ?? null) : null;
};

/**
 * A timed-text document as segments. Speaks the formats YouTube serves: the classic XML
 * (`<transcript><text start="1.5" dur="2">`), format 3 (`<timedtext format="3"><body><p t="1500" d="2000">`)
 * and json3 (`{ events: [{ tStartMs, segs: [{ utf8 }] }] }`).
 */
export function parseTimedText(body: string): TranscriptSegment[] {
  const trimmed = body.trim();
  const segments: TranscriptSegment[] = [];
  if (trimmed.startsWith('{')) {
    const json3 = z
      .object({
        events: z
          .array(
            z.object({
              tStartMs: z.number().optional(),
              segs: z.array(z.object({ utf8: z.string().optional() })).optional(),
            }),
          )
          .default([]),
      })
      .safeParse(parseJson(trimmed));
    if (!json3.success) return [];
    for (const event of json3.data.events) {
      const text = (event.segs ?? []).map((s) => s.utf8 ?? '').join('');
      segments.push({ startMs: Math.max(0, Math.round(event.tStartMs ?? 0)), text: captionText(text) });
    }
  } else {
    for (const m of trimmed.matchAll(/<text\b([^>]*)>([\s\S]*?)<\/text>/g)) {
      const start = Number(attrValue(m[1]!, 'start') ?? '0');
      segments.push({
        startMs: Math.round((Number.isFinite(start) ? start : 0) * 1000),
        text: captionText(m[2]!),
      });
    }
    for (const m of trimmed.matchAll(/<p\b([^>]*)>([\s\S]*?)<\/p>/g)) {
      const start = Number(attrValue(m[1]!, 't') ?? '0');
      segments.push({ startMs: Number.isFinite(start) ? Math.round(start) : 0, text: captionText(m[2]!) });
    }
  }
  return segments.filter((s) => s.text.length > 0).sort((a, b) => a.startMs - b.startMs);
}

/**
 * The transcript of a video from the caption track its watch page lists, fetched through the safe fetcher.
 * Only a track on the configured watch URL's own origin is read (a track list cannot send us elsewhere). Null
 * when the video publishes no captions or they cannot be read: a transcript is never a reason to fail.
 */
export async function readTranscript(
  fetcher: SafeFetcher,
  watchUrl: string,
  player: PlayerResponse | null,
): Promise<TranscriptSegment[] | null> {
  const track = chooseTrack(captionTracks(player));
  if (!track) return null;
  let url: URL;
  try {
    url = new URL(track.baseUrl, watchUrl);
  } catch {
    return null;
  }
  if (url.origin !== new URL(watchUrl).origin) return null;
  try {
    const answer = await fetcher.fetch(url.href, {
      accept: ['text/xml', 'application/xml', 'application/json', 'text/plain'],
    });
    const segments = parseTimedText(answer.text());
    return segments.length ? segments : null;
  } catch {
    return null;
  }
}

/** The transcript as readable text: captions joined into paragraphs of a few sentences. */
export function transcriptParagraphs(segments: TranscriptSegment[]): string[] {
  const paragraphs: string[] = [];
  let current = '';
  for (const s of segments) {
    current = current ? `${current} ${s.text}` : s.text;
    if ((current.length >= 500 && /[.!?…]["')\]]?$/.test(current)) || current.length >= 1_000) {
      paragraphs.push(current);
      current = '';
    }
  }
  if (current) paragraphs.push(current);
  return paragraphs;
}
