import { isLessonVideoLink } from '@canopy/contracts';

/** How a lesson's video shows for learners: YouTube is embedded, a video file plays in <video>. */
export type LessonVideoView =
  | { kind: 'youtube'; embedUrl: string; watchUrl: string }
  | { kind: 'file'; src: string }
  | { kind: 'link'; href: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

function parse(raw: string): URL | null {
  try {
    const url = new URL(raw.trim(), window.location.origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

function youTubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  const candidate =
    host === 'youtu.be' ? parts[0] : parts[0] === 'watch' ? url.searchParams.get('v') : parts[1];
  return host.includes('youtu') && candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

/** The same reading as the learn remote's lesson player (never anything but http(s)). */
export function lessonVideoView(raw: string | null | undefined): LessonVideoView | null {
  if (!raw?.trim()) return null;
  const url = parse(raw);
  if (!url) return null;
  const id = youTubeId(url);
  if (id)
    return {
      kind: 'youtube',
      embedUrl: `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?rel=0`,
      watchUrl: `https://www.youtube.com/watch?v=${id}`,
    };
  if (isLessonVideoLink(raw) && !url.hostname.includes('youtu')) return { kind: 'file', src: url.href };
  return { kind: 'link', href: url.href };
}

/** A document link safe for href (http(s) or same-site), else null. */
export function safeHref(raw: string | null | undefined): string | null {
  if (!raw?.trim()) return null;
  return parse(raw)?.href ?? null;
}
