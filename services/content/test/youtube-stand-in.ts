import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Videos of the stand-in (YouTube ids are 11 characters). */
export const XML_VIDEO = 'captionVid1';
export const JSON_VIDEO = 'jsonCaption';
export const LONG_VIDEO = 'longCaption';
export const NO_CAPTIONS = 'noCaptions1';
export const OFFSITE = 'offsiteCap1';
export const BROKEN = 'brokenCaps1';
const videos = [XML_VIDEO, JSON_VIDEO, LONG_VIDEO, NO_CAPTIONS, OFFSITE, BROKEN];

export const DESCRIPTION = 'Solar panels, step by step.\n\n0:00 Why solar\n0:20 How panels work';

/** A long talk without chapter marks: 90 captions, 10 s apart, each a sentence. */
export const longCaptions = Array.from({ length: 90 }, (_, i) => ({
  startMs: i * 10_000,
  text: `Sentence ${i + 1} explains how sunlight becomes electricity for the homes and schools nearby.`,
}));

/** A watch page as YouTube serves it: the player response assigned in a script, with its caption tracks. */
export function watchPage(
  tracks: { baseUrl: string; languageCode: string; kind?: string }[],
  description: string,
) {
  const player = {
    videoDetails: { shortDescription: description },
    captions: tracks.length
      ? {
          playerCaptionsTracklistRenderer: {
            captionTracks: tracks.map((t) => ({ ...t, name: { simpleText: t.languageCode } })),
          },
        }
      : undefined,
  };
  return (
    '<!doctype html><html><head><meta name="description" content="Short description"></head><body>' +
    `<script>var ytInitialPlayerResponse = ${JSON.stringify(player)};var meta = {"a":"}"};</script>` +
    '</body></html>'
  );
}

/** A stand-in for YouTube: oEmbed, watch pages with caption track lists, and the timedtext endpoint. */
export async function startYoutubeStandIn() {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    if (url.pathname === '/oembed') {
      const v = new URL(url.searchParams.get('url') ?? '').searchParams.get('v') ?? '';
      if (!videos.includes(v)) return res.writeHead(404).end('Not Found');
      return res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ title: 'Solar Power Explained', author_name: 'Green Channel' }));
    }
    if (url.pathname === '/watch') {
      const v = url.searchParams.get('v');
      const track = (query: string, languageCode = 'en', kind?: string) => ({
        baseUrl: `${base}/api/timedtext?v=${v}&${query}`,
        languageCode,
        kind,
      });
      const pages: Record<string, string> = {
        // Automatic captions and other languages are listed first: the English track written by people is read.
        [XML_VIDEO]: watchPage(
          [track('lang=en&kind=asr', 'en', 'asr'), track('lang=de', 'de'), track('lang=en', 'en')],
          DESCRIPTION,
        ),
        [JSON_VIDEO]: watchPage(
          [{ baseUrl: `/api/timedtext?v=${JSON_VIDEO}&fmt=json3`, languageCode: 'en' }],
          'No chapter marks here.',
        ),
        [LONG_VIDEO]: watchPage([track('lang=en')], 'A long talk.'),
        [NO_CAPTIONS]: watchPage([], 'A silent film.'),
        [OFFSITE]: watchPage(
          [
            {
              baseUrl: `http://localhost:${url.port || (server.address() as AddressInfo).port}/api/timedtext?v=x`,
              languageCode: 'en',
            },
          ],
          'Elsewhere.',
        ),
        [BROKEN]: watchPage([track('lang=en')], 'Broken captions.'),
      };
      const page = v ? pages[v] : undefined;
      if (!page) return res.writeHead(404).end('Not Found');
      return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    }
    if (url.pathname === '/api/timedtext') {
      const v = url.searchParams.get('v');
      if (v === XML_VIDEO && url.searchParams.get('lang') === 'en' && !url.searchParams.get('kind')) {
        return res
          .writeHead(200, { 'content-type': 'text/xml; charset=UTF-8' })
          .end(
            '<?xml version="1.0" encoding="utf-8" ?><transcript>' +
              '<text start="0.5" dur="3">Sunlight is free &amp;amp; it&amp;#39;s everywhere.</text>' +
              '<text start="10" dur="4">Panels on every roof.</text>' +
              '<text start="21.2" dur="3">Photons knock &lt;b&gt;electrons&lt;/b&gt; loose.</text>' +
              '<text start="30" dur="3">That current powers the house.</text>' +
              '</transcript>',
          );
      }
      if (v === JSON_VIDEO && url.searchParams.get('fmt') === 'json3') {
        return res.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' }).end(
          JSON.stringify({
            events: [
              { tStartMs: 0, dDurationMs: 2000, segs: [{ utf8: 'Hello ' }, { utf8: 'everyone.' }] },
              { tStartMs: 2000, dDurationMs: 10, segs: [{ utf8: '\n' }] },
              { tStartMs: 2500, dDurationMs: 2000, segs: [{ utf8: 'Today: wind power.' }] },
            ],
          }),
        );
      }
      if (v === LONG_VIDEO) {
        return res
          .writeHead(200, { 'content-type': 'text/xml' })
          .end(
            '<?xml version="1.0" encoding="utf-8" ?><timedtext format="3"><body>' +
              longCaptions.map((c) => `<p t="${c.startMs}" d="9000">${c.text}</p>`).join('') +
              '</body></timedtext>',
          );
      }
      return res.writeHead(404, { 'content-type': 'text/html' }).end('Not Found');
    }
    res.writeHead(404, { 'content-type': 'text/html' }).end('Not Found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { requests, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, stop };
}
