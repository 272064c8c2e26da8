import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '@canopy/service-kit/testing';
import { chaptersFromTranscript } from '../src/extraction/chapters';
import {
  chooseTrack,
  parseTimedText,
  playerResponse,
  transcriptParagraphs,
} from '../src/youtube/youtube-transcript';
import { makeCast, startContent, type TestContent } from './harness';

/** Videos of the stand-in (YouTube ids are 11 characters). */
const XML_VIDEO = 'captionVid1';
const JSON_VIDEO = 'jsonCaption';
const LONG_VIDEO = 'longCaption';
const NO_CAPTIONS = 'noCaptions1';
const OFFSITE = 'offsiteCap1';
const BROKEN = 'brokenCaps1';
const videos = [XML_VIDEO, JSON_VIDEO, LONG_VIDEO, NO_CAPTIONS, OFFSITE, BROKEN];

const DESCRIPTION = 'Solar panels, step by step.\n\n0:00 Why solar\n0:20 How panels work';

/** A long talk without chapter marks: 90 captions, 10 s apart, each a sentence. */
const longCaptions = Array.from({ length: 90 }, (_, i) => ({
  startMs: i * 10_000,
  text: `Sentence ${i + 1} explains how sunlight becomes electricity for the homes and schools nearby.`,
}));

/** A watch page as YouTube serves it: the player response assigned in a script, with its caption tracks. */
function watchPage(tracks: { baseUrl: string; languageCode: string; kind?: string }[], description: string) {
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
async function startYoutubeStandIn() {
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
  return { server, requests, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

describe('reading caption tracks', () => {
  it("finds the player response's caption tracks and prefers captions written by people, in English", () => {
    const player = playerResponse(
      watchPage(
        [
          { baseUrl: '/a', languageCode: 'en', kind: 'asr' },
          { baseUrl: '/b', languageCode: 'fr' },
          { baseUrl: '/c', languageCode: 'en-GB' },
        ],
        'd',
      ),
    );
    expect(player?.videoDetails?.shortDescription).toBe('d');
    expect(chooseTrack([{ baseUrl: '/a', languageCode: 'en', kind: 'asr' }])?.baseUrl).toBe('/a');
    expect(playerResponse('<script>var ytInitialPlayerResponse = {broken</script>')).toBeNull();
    expect(playerResponse('<html>no player</html>')).toBeNull();
  });

  it('speaks the classic XML, format 3 and json3 timed text, decoding entities and dropping markup', () => {
    expect(
      parseTimedText(
        '<transcript><text start="1.25" dur="1">A &amp;amp; B &amp;#39;C&amp;#39;</text></transcript>',
      ),
    ).toEqual([{ startMs: 1250, text: "A & B 'C'" }]);
    expect(
      parseTimedText(
        '<timedtext format="3"><body><p t="500" d="1">Hi <s>there</s></p><p t="900"></p></body></timedtext>',
      ),
    ).toEqual([{ startMs: 500, text: 'Hi there' }]);
    expect(parseTimedText('{"events":[{"tStartMs":7,"segs":[{"utf8":"x"}]},{"tStartMs":9}]}')).toEqual([
      { startMs: 7, text: 'x' },
    ]);
    expect(parseTimedText('{not json')).toEqual([]);
  });

  it('divides a transcript by the description’s chapter marks, or else by length with its times as titles', () => {
    const byMarks = chaptersFromTranscript(
      [
        { startMs: 0, text: 'One.' },
        { startMs: 65_000, text: 'Two.' },
        { startMs: 130_000, text: 'Three.' },
      ],
      '0:00 Start\n1:00 Middle\n2:00 End',
    );
    expect(byMarks).toEqual([
      { title: 'Start', content: 'One.' },
      { title: 'Middle', content: 'Two.' },
      { title: 'End', content: 'Three.' },
    ]);
    const byLength = chaptersFromTranscript(longCaptions, 'No marks.');
    expect(byLength.length).toBeGreaterThan(1);
    expect(byLength[0]!.title).toMatch(/^Part 1 \(0:00–\d+:\d{2}\)$/);
    expect(byLength.at(-1)!.title).toMatch(new RegExp(`^Part ${byLength.length} \\(from \\d+:\\d{2}\\)$`));
    // Nothing lost, nothing repeated, in order.
    expect(
      byLength
        .map((c) => c.content)
        .join(' ')
        .replace(/\s+/g, ' '),
    ).toBe(longCaptions.map((c) => c.text).join(' '));
    expect(chaptersFromTranscript(longCaptions.slice(0, 3), '')).toEqual([
      { title: 'Transcript', content: transcriptParagraphs(longCaptions.slice(0, 3)).join('\n\n') },
    ]);
  });
});

describe.each(testEngines())('YouTube transcripts (%s)', (engine) => {
  let t: TestContent;
  let yt: Awaited<ReturnType<typeof startYoutubeStandIn>>;
  const cast = makeCast();

  beforeAll(async () => {
    yt = await startYoutubeStandIn();
    t = await startContent(engine, {
      env: {
        FETCH_ALLOWED_PRIVATE: '127.0.0.1',
        YOUTUBE_OEMBED_URL: `${yt.base}/oembed`,
        YOUTUBE_WATCH_URL: `${yt.base}/watch`,
      },
    });
  });
  afterAll(async () => {
    await t?.stop();
    if (yt) await close(yt.server);
  });

  const extract = (video: string) =>
    t.api.post('/api/youtube/extract', { url: `https://www.youtube.com/watch?v=${video}` }, cast.educator);

  it('returns the transcript of the caption track the watch page lists (XML), with the full description', async () => {
    const res = await extract(XML_VIDEO);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Solar Power Explained', description: DESCRIPTION });
    expect(res.body.transcript).toBe(
      "Sunlight is free & it's everywhere. Panels on every roof. Photons knock electrons loose. " +
        'That current powers the house.',
    );
    // The English track written by people, not the automatic one or the German one.
    expect(yt.requests.filter((r) => r.startsWith('/api/timedtext'))).toEqual([
      `/api/timedtext?v=${XML_VIDEO}&lang=en`,
    ]);
  });

  it('reads json3 tracks given relative to the watch page', async () => {
    const res = await extract(JSON_VIDEO);
    expect(res.status).toBe(200);
    expect(res.body.transcript).toBe('Hello everyone. Today: wind power.');
  });

  it('answers transcript null, never an error, without captions or when they cannot be read', async () => {
    for (const video of [NO_CAPTIONS, BROKEN, OFFSITE]) {
      const res = await extract(video);
      expect(res.status, video).toBe(200);
      expect(res.body.title, video).toBe('Solar Power Explained');
      expect(res.body.transcript, video).toBeNull();
    }
    // A track on another origin than the configured watch URL's is not fetched at all.
    expect(yt.requests.some((r) => r.includes('v=x'))).toBe(false);
  });

  it('drafts an ebook from a captioned video: its transcript in chapters by the description’s marks', async () => {
    const res = await t.api.post(
      '/api/generate-ebook-from-link',
      { url: `https://youtu.be/${XML_VIDEO}`, contentType: 'youtube', formatStyle: 'textbook' },
      cast.educator,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Solar Power Explained',
      description: 'Solar panels, step by step.',
      sourceType: 'youtube',
    });
    expect(res.body.chapters).toEqual([
      { title: 'Why solar', content: "Sunlight is free & it's everywhere. Panels on every roof." },
      { title: 'How panels work', content: 'Photons knock electrons loose. That current powers the house.' },
    ]);
  });

  it('drafts a long talk without marks in chapters by length, titled by their place in the video', async () => {
    const res = await t.api.post(
      '/api/generate-ebook-from-link',
      { url: `https://youtu.be/${LONG_VIDEO}`, contentType: 'youtube', formatStyle: 'reference' },
      cast.educator,
    );
    expect(res.status).toBe(200);
    const chapters = res.body.chapters as { title: string; content: string }[];
    expect(chapters.length).toBeGreaterThan(1);
    chapters
      .slice(0, -1)
      .forEach((c, i) =>
        expect(c.title).toMatch(new RegExp(`^Part ${i + 1} \\(\\d+:\\d{2}–\\d+:\\d{2}\\)$`)),
      );
    expect(
      chapters
        .map((c) => c.content)
        .join(' ')
        .replace(/\s+/g, ' '),
    ).toBe(longCaptions.map((c) => c.text).join(' '));
  });

  it('keeps the description’s chapters for a video without captions', async () => {
    const res = await t.api.post(
      '/api/generate-ebook-from-link',
      { url: `https://youtu.be/${NO_CAPTIONS}`, contentType: 'youtube', formatStyle: 'textbook' },
      cast.educator,
    );
    expect(res.status).toBe(200);
    expect(res.body.chapters).toEqual([
      { title: 'Overview: Solar Power Explained', content: 'A silent film.' },
    ]);
  });
});
