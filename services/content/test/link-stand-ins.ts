import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChatRequest } from '@canopy/service-kit/testing/ai-stand-in';

// The stand-ins of the ebook-from-link tests: an article page (with scripts that must never run), a JSON
// document, YouTube's oEmbed endpoint and watch page, and the model's rewrite of a draft.

const para = (topic: string) =>
  `${topic} matters for every community that wants clean air, fair jobs and a stable climate. ` +
  'Local councils, schools and households each have a part to play, and the evidence shows that small, ' +
  'steady changes add up when they are shared, measured and celebrated together over several years.';

const ARTICLE = `<!doctype html><html><head><title>Community Solar Guide</title>
<meta name="author" content="Ada Green">
<script>document.title = 'SCRIPT RAN';</script>
<script src="/beacon.js"></script>
</head><body>
<nav><a href="/">Home</a> <a href="/about">About</a></nav>
<article>
<h1>Community Solar Guide</h1>
<p class="byline">By Ada Green</p>
<p id="intro">${para('Community solar')}</p>
<h2>Why share panels</h2>
<p>${para('Sharing panels')} <b>Bold</b> words &lt;script&gt;alert(1)&lt;/script&gt; stay text.</p>
<script>document.getElementById('intro').textContent = 'SCRIPT RAN';</script>
<img src="/beacon.png" onerror="this.alt='SCRIPT RAN'">
<h2>Getting started</h2>
<p>${para('Getting started')}</p>
<ul><li>Find a roof</li><li>Form a cooperative</li></ul>
<h3>Funding</h3>
<p>${para('Funding')}</p>
</article>
<footer>Copyright</footer>
</body></html>`;

/** Stand-in web pages (and YouTube's oEmbed endpoint and watch page), recording what was requested. */
export async function startPages() {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (url.pathname === '/article') {
      return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ARTICLE);
    }
    if (url.pathname === '/data.json') {
      return res.writeHead(200, { 'content-type': 'application/json' }).end('{"a":1}');
    }
    if (url.pathname === '/oembed') {
      return res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ title: 'Solar Power Explained', author_name: 'Green Channel', type: 'video' }));
    }
    if (url.pathname === '/watch') {
      return res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(
          '<html><head><meta name="description" content="How panels turn sunlight into power."></head></html>',
        );
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

/** The stand-in model's rewrite: the draft's chapters, retitled, as the JSON the prompt asks for. */
export function rewrite(req: ChatRequest): string {
  const draft = JSON.parse(req.messages[1]!.content) as { chapters: { title: string; content: string }[] };
  return JSON.stringify({
    title: 'Community Solar: A Study Guide',
    description: 'A study guide to community solar.',
    chapters: draft.chapters.map((c) => ({
      title: `Study: ${c.title}`,
      content: `- ${c.content.slice(0, 40)}`,
    })),
  });
}

export const VIDEO = 'dQw4w9WgXcQ';
