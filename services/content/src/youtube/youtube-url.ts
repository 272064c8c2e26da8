/** Hosts whose `/watch?v=` and `/embed/` links name a YouTube video. */
const youtubeHosts = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const videoId = /^[A-Za-z0-9_-]{11}$/;

/**
 * The video id of a YouTube link in one of the formats the specification accepts: `{host}/watch?v=`,
 * `youtu.be/` and `{host}/embed/` (with or without a scheme). Anything else is null.
 */
export function youtubeVideoId(input: string): string | null {
  const raw = input.trim();
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  let id: string | null = null;
  if (host === 'youtu.be') {
    id = url.pathname.split('/')[1] ?? null;
  } else if (youtubeHosts.has(host)) {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else if (url.pathname.startsWith('/embed/')) id = url.pathname.split('/')[2] ?? null;
  }
  return id && videoId.test(id) ? id : null;
}
