import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the stand-in answers its next calls. */
export type AiBehaviour = 'ok' | 'error500' | 'garbage' | 'slow' | 'noImages' | 'hold';

export interface ChatRequest {
  model: string;
  stream?: boolean;
  messages: { role: string; content: string }[];
}

/**
 * The stand-in model's answer to a chat: its text (streamed word by word), or the pieces a streamed answer is sent
 * in, when a test needs to see a particular first piece while the rest is held.
 */
export type AiReply = (req: ChatRequest) => string | string[];

/**
 * A stand-in for an OpenAI-compatible endpoint (on a free port of 127.0.0.1), speaking the Chat Completions
 * protocol (plain and streamed as server-sent events) and the images API, for the services' tests and the browser
 * tests alike (its own entry, `@canopy/service-kit/testing/ai-stand-in`: nothing of vitest). `reply` decides the
 * text from the request; `behave('hold')` keeps the next streamed answers (after their first piece) and plain
 * ones waiting until `release()`.
 */
export async function startAiStandIn(reply: AiReply) {
  const chats: ChatRequest[] = [];
  const imagePrompts: string[] = [];
  const authorizations: string[] = [];
  let behaviour: AiBehaviour = 'ok';
  let releaseHeld: () => void = () => {};
  let held = new Promise<void>((resolve) => (releaseHeld = resolve));

  const readJson = async (req: IncomingMessage) => {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    return JSON.parse(raw) as unknown;
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

  const server: Server = createServer((req, res) => {
    void (async () => {
      authorizations.push(req.headers.authorization ?? '');
      const body = await readJson(req);
      if (behaviour === 'slow') {
        const timer = setTimeout(() => json(res, 200, {}), 30_000);
        res.on('close', () => clearTimeout(timer));
        return;
      }
      if (behaviour === 'error500')
        return json(res, 500, { error: { message: 'boom', type: 'server_error' } });
      if (req.url === '/v1/images/generations') {
        if (behaviour === 'noImages') return json(res, 404, { error: { message: 'Not Found' } });
        imagePrompts.push((body as { prompt: string }).prompt);
        return json(res, 200, { created: 1, data: [{ url: 'https://images.example/solar-garden.png' }] });
      }
      if (req.url !== '/v1/chat/completions') return json(res, 404, { error: { message: 'Not Found' } });
      const chat = body as ChatRequest;
      chats.push(chat);
      const answer = behaviour === 'garbage' ? 'Sure! Here are some ideas: {not json' : reply(chat);
      const text = typeof answer === 'string' ? answer : answer.join('');
      if (!chat.stream) {
        if (behaviour === 'hold') await held;
        return json(res, 200, {
          id: 'chatcmpl-1',
          object: 'chat.completion',
          created: 1,
          model: chat.model,
          choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
        });
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const words = typeof answer === 'string' ? text.split(/(?<= )/) : answer;
      res.write(chunk(words[0] ?? ''));
      if (behaviour === 'hold') await held;
      for (const word of words.slice(1)) res.write(chunk(word));
      res.end('data: [DONE]\n\n');
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    base: `http://127.0.0.1:${port}/v1`,
    chats,
    imagePrompts,
    authorizations,
    behave(next: AiBehaviour) {
      behaviour = next;
      held = new Promise<void>((resolve) => (releaseHeld = resolve));
    },
    release: () => releaseHeld(),
    close: () =>
      new Promise<void>((resolve) => {
        releaseHeld();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type AiStandIn = Awaited<ReturnType<typeof startAiStandIn>>;
