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
import {
  BROKEN,
  DESCRIPTION,
  JSON_VIDEO,
  LONG_VIDEO,
  longCaptions,
  NO_CAPTIONS,
  OFFSITE,
  startYoutubeStandIn,
  watchPage,
  XML_VIDEO,
} from './youtube-stand-in';

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
    await yt?.stop();
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
