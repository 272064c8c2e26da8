import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentMessages } from '@canopy/contracts';
import { testEngines } from '@canopy/service-kit/testing';
import { metaDescription } from '../src/youtube/youtube-oembed';
import { youtubeVideoId } from '../src/youtube/youtube-url';
import { makeCast, startContent, type TestContent } from './harness';

const VIDEO = 'dQw4w9WgXcQ';
const PRIVATE = 'privateVid0';
const NO_PAGE = 'noWatchPage';

/** A stand-in for YouTube's oEmbed endpoint and watch pages, speaking their formats. */
async function startYoutubeStandIn() {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (url.pathname === '/oembed') {
      const watch = new URL(url.searchParams.get('url') ?? '');
      const v = watch.searchParams.get('v');
      if (url.searchParams.get('format') !== 'json' || (v !== VIDEO && v !== NO_PAGE)) {
        return res.writeHead(v === PRIVATE ? 401 : 404, { 'content-type': 'text/html' }).end('Not Found');
      }
      return res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          title: 'Solar Power Explained',
          author_name: 'Green Channel',
          author_url: 'https://www.youtube.com/@green',
          type: 'video',
          thumbnail_url: `https://i.ytimg.com/vi/${v}/hqdefault.jpg`,
          provider_name: 'YouTube',
        }),
      );
    }
    if (url.pathname === '/watch' && url.searchParams.get('v') === VIDEO) {
      return res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          '<html><head><meta property="og:title" content="Solar">' +
            '<meta name="description" content="How panels turn sunlight into power &amp; why it matters."></head></html>',
        );
    }
    res.writeHead(404, { 'content-type': 'text/html' }).end('Not Found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { server, port, requests, base: `http://127.0.0.1:${port}` };
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

describe('YouTube links', () => {
  it('accepts {host}/watch?v=, youtu.be/ and {host}/embed/ and nothing else', () => {
    for (const url of [
      `https://www.youtube.com/watch?v=${VIDEO}`,
      `https://youtube.com/watch?v=${VIDEO}&t=42s`,
      `http://m.youtube.com/watch?feature=share&v=${VIDEO}`,
      `www.youtube.com/watch?v=${VIDEO}`,
      `https://youtu.be/${VIDEO}`,
      `youtu.be/${VIDEO}?si=abc`,
      `https://www.youtube.com/embed/${VIDEO}`,
      `https://www.youtube-nocookie.com/embed/${VIDEO}?start=3`,
    ]) {
      expect(youtubeVideoId(url), url).toBe(VIDEO);
    }
    for (const url of [
      '',
      'not a url',
      `https://vimeo.com/watch?v=${VIDEO}`,
      `https://youtube.com.evil.example/watch?v=${VIDEO}`,
      `https://www.youtube.com/watch?v=short`,
      `https://www.youtube.com/channel/${VIDEO}`,
      `javascript:alert(1)//youtu.be/${VIDEO}`,
      `https://user@youtu.be/${VIDEO}`,
      `https://youtu.be:8080/${VIDEO}`,
    ]) {
      expect(youtubeVideoId(url), url).toBeNull();
    }
  });

  it('reads a description meta tag', () => {
    expect(metaDescription('<meta content=\'A &quot;b&quot;\' name="description">')).toBe('A "b"');
    expect(metaDescription('<meta name="keywords" content="x">')).toBeNull();
  });
});

describe.each(testEngines())('POST /api/youtube/extract (%s)', (engine) => {
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
    await close(yt.server);
  });

  it("answers the video's title, description, channel and thumbnail", async () => {
    const res = await t.api.post('/api/youtube/extract', { url: `https://youtu.be/${VIDEO}` }, cast.educator);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      title: 'Solar Power Explained',
      description: 'How panels turn sunlight into power & why it matters.',
      videoId: VIDEO,
      author: 'Green Channel',
      thumbnailUrl: `https://i.ytimg.com/vi/${VIDEO}/hqdefault.jpg`,
      // The watch page lists no caption track.
      transcript: null,
    });
    const asked = new URL(
      yt.requests.find((r) => r.startsWith('/oembed'))!,
      yt.base,
    );
    expect(asked.searchParams.get('url')).toBe(`${yt.base}/watch?v=${VIDEO}`);
  });

  it('makes a description from the title and channel when the watch page cannot be read', async () => {
    const res = await t.api.post(
      '/api/youtube/extract',
      { url: `https://www.youtube.com/embed/${NO_PAGE}` },
      cast.admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.description).toBe('Solar Power Explained, a video by Green Channel.');
  });

  it('refuses links that are not YouTube videos with the specification message', async () => {
    for (const url of ['', 'https://example.com/video', `https://youtube.com/watch?v=bad`]) {
      const res = await t.api.post('/api/youtube/extract', { url }, cast.educator);
      expect(res.status, url).toBe(400);
      expect(res.body).toMatchObject({
        message: contentMessages.youtubeUrlInvalid,
        code: 'validation_failed',
      });
    }
  });

  it('answers the honest error when the video cannot be read', async () => {
    const res = await t.api.post(
      '/api/youtube/extract',
      { url: `https://www.youtube.com/watch?v=${PRIVATE}` },
      cast.educator,
    );
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ message: contentMessages.youtubeFailed, code: 'unavailable' });
  });

  it('is for active educators and administrators', async () => {
    const body = { url: `https://youtu.be/${VIDEO}` };
    expect((await t.api.post('/api/youtube/extract', body, cast.visitor)).status).toBe(401);
    expect((await t.api.post('/api/youtube/extract', body, cast.student)).body.code).toBe('forbidden');
    expect((await t.api.post('/api/youtube/extract', body, cast.pendingEducator)).body.code).toBe(
      'pending_approval',
    );
  });
});

describe('YouTube extraction goes through the safe fetcher', () => {
  let t: TestContent;
  const connections: string[] = [];
  let trap: Server;

  beforeAll(async () => {
    trap = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    trap.on('connection', (s: Socket) => connections.push(String(s.remoteAddress)));
    await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
    const port = (trap.address() as AddressInfo).port;
    // The endpoint is configured at a private address, but nothing allows private addresses.
    t = await startContent('embedded', {
      env: { YOUTUBE_OEMBED_URL: `http://127.0.0.1:${port}/oembed` },
    });
  });
  afterAll(async () => {
    await t?.stop();
    await close(trap);
  });

  it('does not connect to a private address that is not allowed', async () => {
    const res = await t.api.post(
      '/api/youtube/extract',
      { url: `https://youtu.be/${VIDEO}` },
      makeCast().educator,
    );
    expect(res.status).toBe(502);
    expect(res.body.message).toBe(contentMessages.youtubeFailed);
    expect(connections).toEqual([]);
  });
});
