/** What a lesson's video URL points at, so the lesson view can embed it the right way. */
export type LessonVideo =
  | { kind: 'youtube'; id: string; embedUrl: string; watchUrl: string }
  | { kind: 'file'; src: string }
  | { kind: 'link'; href: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com']);
const VIDEO_FILE = /\.(mp4|m4v|webm|ogv|ogg|mov)$/i;

/** Parses an absolute http(s) URL, or null (relative paths resolve against the page origin). */
export function parseHttpUrl(raw: string | null | undefined, base?: string): URL | null {
  if (!raw || !raw.trim()) return null;
  try {
    const url = new URL(raw.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The 11-character video id of a YouTube link, or null. Accepts the formats the course wizard accepts
 * ({host}/watch?v=, youtu.be/, {host}/embed/) plus /shorts/, /live/ and /v/.
 */
export function youTubeVideoId(raw: string | null | undefined): string | null {
  const url = parseHttpUrl(raw);
  if (!url) return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  let candidate: string | null | undefined = null;
  if (host === 'youtu.be') {
    candidate = url.pathname.split('/')[1];
  } else if (YOUTUBE_HOSTS.has(host)) {
    const parts = url.pathname.split('/').filter(Boolean);
    if (parts[0] === 'watch') candidate = url.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')) candidate = parts[1];
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

/** Privacy-enhanced embed address: no YouTube cookies until the learner presses play. */
export function youTubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?rel=0`;
}

/**
 * Classifies a lesson video URL: YouTube links are embedded, direct video files play in <video>, anything
 * else that is http(s) is offered as a link. Non-http(s) values (javascript:, data:) are refused (null).
 */
export function lessonVideo(raw: string | null | undefined, base = 'http://localhost'): LessonVideo | null {
  const id = youTubeVideoId(raw);
  if (id)
    return {
      kind: 'youtube',
      id,
      embedUrl: youTubeEmbedUrl(id),
      watchUrl: `https://www.youtube.com/watch?v=${id}`,
    };
  const url = parseHttpUrl(raw, base);
  if (!url) return null;
  const isRelative = !/^[a-z][a-z0-9+.-]*:/i.test((raw ?? '').trim());
  const href = isRelative ? `${url.pathname}${url.search}${url.hash}` : url.href;
  if (VIDEO_FILE.test(url.pathname)) return { kind: 'file', src: href };
  return { kind: 'link', href };
}

/** A document link safe to put in href (http(s) or same-origin path), else null. */
export function safeLinkHref(raw: string | null | undefined, base = 'http://localhost'): string | null {
  const url = parseHttpUrl(raw, base);
  if (!url) return null;
  const isRelative = !/^[a-z][a-z0-9+.-]*:/i.test((raw ?? '').trim());
  return isRelative ? `${url.pathname}${url.search}${url.hash}` : url.href;
}
