/**
 * Local stand-ins for the outside services the content service calls: a web page to draft an ebook from, YouTube,
 * and an OpenAI-compatible endpoint (the services' own, from @canopy/service-kit). The page and the model can hold
 * their next answer until the test releases it, so a test sees an in-between state for as long as it needs,
 * without timers.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  startAiStandIn as startModelStandIn,
  type ChatRequest,
} from '@canopy/service-kit/testing/ai-stand-in';

/** Holds requests while closed; `close()` arms it for the next ones, `open()` lets them through. */
export class Gate {
  private opened: Promise<void> = Promise.resolve();
  private release: () => void = () => {};
  /** How many requests are waiting at it now. */
  waiting = 0;
  close() {
    this.opened = new Promise<void>((resolve) => (this.release = resolve));
  }
  open() {
    this.release();
    this.opened = Promise.resolve();
  }
  async pass() {
    this.waiting += 1;
    try {
      await this.opened;
    } finally {
      this.waiting -= 1;
    }
  }
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function closeServer(server: Server) {
  return new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

const para = (topic: string) =>
  `${topic} is explained here in plain words for learners, with enough text for a readable article. `.repeat(
    4,
  );

/** An article as a real site would serve it: headings become the draft's chapters. */
export const STAND_IN_ARTICLE = `<!doctype html><html lang="en"><head><title>Community Solar Guide</title>
<meta name="author" content="Ada Green"></head><body>
<nav><a href="/">Home</a></nav>
<article>
<h1>Community Solar Guide</h1>
<p class="byline">By Ada Green</p>
<p>${para('Community solar')}</p>
<h2>Why share panels</h2>
<p>${para('Sharing panels')}</p>
<h2>Getting started</h2>
<p>${para('Getting started')}</p>
<h3>Funding</h3>
<p>${para('Funding')}</p>
</article>
<footer>Copyright</footer>
</body></html>`;

/** The stand-in site: `/article` (held by `gate`), anything else 404. */
export async function startStandInSite() {
  const gate = new Gate();
  const server = createServer((req, res) => {
    void (async () => {
      if (new URL(req.url ?? '/', 'http://x').pathname !== '/article') {
        return res.writeHead(404, { 'content-type': 'text/html' }).end('<p>Not found</p>');
      }
      await gate.pass();
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(STAND_IN_ARTICLE);
    })().catch(() => res.destroy());
  });
  const base = await listen(server);
  return { base, gate, close: () => closeServer(server) };
}

/** The assistant's mode, read from its system prompt ("Mode: express."; auto's says "Mode: general assistant"). */
export function modeOf(chat: ChatRequest): string {
  const mode = /Mode: (\w+)/.exec(chat.messages[0]?.content ?? '')?.[1] ?? 'unknown';
  return mode === 'general' ? 'auto' : mode;
}

/** The stand-in model's rewrite of an ebook draft: its chapters retitled, as the JSON the prompt asks for. */
function rewrite(chat: ChatRequest): string {
  const draft = JSON.parse(chat.messages.at(-1)!.content) as {
    chapters: { title: string; content: string }[];
  };
  return JSON.stringify({
    title: 'Community Solar: A Study Guide',
    description: 'A study guide to sharing solar panels in a neighbourhood.',
    chapters: draft.chapters.map((c) => ({ title: `Study: ${c.title}`, content: c.content })),
  });
}

/**
 * The journeys' model: a plain call is the ebook rewrite; a streamed chat answers "{Mode} reply: " first (what is
 * on screen while `behave('hold')` keeps the rest), then "{the question} Plant a tree." word by word.
 */
function journeyReply(chat: ChatRequest): string | string[] {
  if (!chat.stream) return rewrite(chat);
  const mode = modeOf(chat);
  const question = chat.messages.at(-1)?.content ?? '';
  return [
    `${mode[0]!.toUpperCase()}${mode.slice(1)} reply: `,
    ...`${question} Plant a tree.`.split(/(?<= )/),
  ];
}

/** The services' OpenAI-compatible stand-in (@canopy/service-kit), answering as the journeys' model. */
export const startAiStandIn = () => startModelStandIn(journeyReply);

/** The one video the YouTube stand-in knows, and what it says about it. */
export const STAND_IN_VIDEO = {
  id: 'solarBasic1',
  title: 'Solar Power for Community Gardens',
  description:
    'How a community garden can run its pumps and lights on a small solar array: sizing, costs and upkeep.',
} as const;

/**
 * A stand-in for YouTube (set the content service's YOUTUBE_OEMBED_URL to `${base}/oembed` and YOUTUBE_WATCH_URL
 * to `${base}/watch`): oEmbed and a watch page for STAND_IN_VIDEO without captions; any other video is 404.
 */
export async function startYoutubeStandIn() {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const videoOf = (address: string | null) => {
      try {
        return new URL(address ?? '').searchParams.get('v');
      } catch {
        return null;
      }
    };
    if (url.pathname === '/oembed' && videoOf(url.searchParams.get('url')) === STAND_IN_VIDEO.id) {
      return res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ title: STAND_IN_VIDEO.title, author_name: 'Green Channel' }));
    }
    if (url.pathname === '/watch' && url.searchParams.get('v') === STAND_IN_VIDEO.id) {
      const player = { videoDetails: { shortDescription: STAND_IN_VIDEO.description } };
      return res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><html><head><meta name="description" content="${STAND_IN_VIDEO.description}"></head>` +
            `<body><script>var ytInitialPlayerResponse = ${JSON.stringify(player)};</script></body></html>`,
        );
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
  });
  const base = await listen(server);
  return { base, close: () => closeServer(server) };
}
