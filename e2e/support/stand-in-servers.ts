/**
 * Local stand-ins for the outside services the content service calls: a web page to draft an ebook from, and an
 * OpenAI-compatible endpoint (Chat Completions, plain and streamed as server-sent events). Each can hold its next
 * answer until the test releases it, so a test sees an in-between state for as long as it needs, without timers.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

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

export interface ChatRequest {
  model: string;
  stream?: boolean;
  messages: { role: string; content: string }[];
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
 * An OpenAI-compatible endpoint. Plain calls (the ebook rewrite) wait at `rewriteGate`; streamed chats send their
 * first words, wait at `chatGate`, then send the rest: "{Mode} reply: {the question}. Plant a tree."
 */
export async function startAiStandIn() {
  const chats: ChatRequest[] = [];
  const rewriteGate = new Gate();
  const chatGate = new Gate();
  const readJson = async (req: IncomingMessage) => {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    return JSON.parse(raw) as ChatRequest;
  };
  const json = (res: ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const chunk = (content: string) =>
    `data: ${JSON.stringify({
      id: 'chatcmpl-1',
      object: 'chat.completion.chunk',
      created: 1,
      model: 'stand-in',
      choices: [{ index: 0, delta: { content }, finish_reason: null }],
    })}\n\n`;

  const server = createServer((req, res) => {
    void (async () => {
      if (req.url !== '/v1/chat/completions') return json(res, 404, { error: { message: 'Not Found' } });
      const chat = await readJson(req);
      chats.push(chat);
      if (!chat.stream) {
        await rewriteGate.pass();
        return json(res, 200, {
          id: 'chatcmpl-1',
          object: 'chat.completion',
          created: 1,
          model: chat.model,
          choices: [
            { index: 0, message: { role: 'assistant', content: rewrite(chat) }, finish_reason: 'stop' },
          ],
        });
      }
      const mode = modeOf(chat);
      const question = chat.messages.at(-1)?.content ?? '';
      const words = `${question} Plant a tree.`.split(/(?<= )/);
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk(`${mode[0]!.toUpperCase()}${mode.slice(1)} reply: `));
      await chatGate.pass();
      for (const word of words) res.write(chunk(word));
      res.end('data: [DONE]\n\n');
    })().catch(() => res.destroy());
  });
  const base = `${await listen(server)}/v1`;
  return {
    base,
    chats,
    rewriteGate,
    chatGate,
    close: () => {
      rewriteGate.open();
      chatGate.open();
      return closeServer(server);
    },
  };
}

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
