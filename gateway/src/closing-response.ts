import type { ServerResponse } from 'node:http';
import type { Express } from 'express';

/*
 * While the gateway drains, each answer is its connection's last (`Connection: close`, which Node honours by ending
 * the socket once the answer is sent). A keep-alive client then takes its next request elsewhere — another
 * instance, or this one's successor — instead of sending it on a socket that would stay busy until the grace
 * period cut it mid-answer. Decided when the head is written, so an answer already in flight when the drain begins
 * is the last one too: Node's own `server.close()` leaves such connections keep-alive.
 */

type WriteHead = (this: ServerResponse, ...args: unknown[]) => ServerResponse;

function closingWriteHead(writeHead: WriteHead, draining: () => boolean): WriteHead {
  return function (this: ServerResponse, ...args: unknown[]) {
    if (draining() && !this.headersSent) this.setHeader('Connection', 'close');
    return writeHead.apply(this, args);
  };
}

/**
 * Every answer's, the app's and those given before Express (micro-cache hits, the read lane): the server's
 * responses are made with `app.response` as their prototype (`appServerClasses`), so they all write their head
 * through it.
 */
export function closeAppAnswersWhen(app: Express, draining: () => boolean): void {
  app.response.writeHead = closingWriteHead(app.response.writeHead as WriteHead, draining) as never;
}
