/*
 * What a lesson's video link may be: a YouTube video or a video file the browser can play (absolute http(s) or
 * a same-site path). The learn remote embeds the first and plays the second in <video>; a web page that merely
 * talks about a video is not a lesson video. Applied after the general link rule (http(s) or /), by the lesson
 * create and update schemas.
 */

export const lessonMediaMessages = {
  videoUrlInvalid:
    'Video must be a YouTube link or a link to a video file (.mp4, .webm, .ogg, .ogv, .mov or .m4v)',
} as const;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com']);
const YOUTUBE_PATHS = new Set(['embed', 'shorts', 'live', 'v']);
export const lessonVideoFileExtensions = ['mp4', 'm4v', 'webm', 'ogv', 'ogg', 'mov'] as const;
const VIDEO_FILE = new RegExp(`\\.(${lessonVideoFileExtensions.join('|')})$`, 'i');

/** True for a YouTube video link (watch?v=, youtu.be/, embed/, shorts/, live/, v/) or a video file link. */
export function isLessonVideoLink(value: string): boolean {
  let url: URL;
  try {
    // Same-site paths resolve against a placeholder origin: only their path matters here.
    url = new URL(value.trim(), 'http://same-site.invalid');
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') return parts.length > 0;
  if (YOUTUBE_HOSTS.has(host)) {
    if (parts[0] === 'watch') return !!url.searchParams.get('v');
    return YOUTUBE_PATHS.has(parts[0] ?? '') && parts.length > 1;
  }
  return VIDEO_FILE.test(url.pathname);
}
