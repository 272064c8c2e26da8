import { ServerResponse } from 'node:http';
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
 * The server's response class (`http.createServer({ ServerResponse })`), for what is answered before Express, when
 * responses cannot be made with `app.response` itself (`appServerClasses` gives none on a Node whose classes are
 * ES classes); otherwise `closeAppAnswersWhen` covers every answer.
 */
export function closingWhen(draining: () => boolean): typeof ServerResponse {
  const writeHead = closingWriteHead(ServerResponse.prototype.writeHead as WriteHead, draining);
  class ClosingResponse extends ServerResponse {}
  Object.defineProperty(ClosingResponse.prototype, 'writeHead', { value: writeHead, writable: true });
  return ClosingResponse as typeof ServerResponse;
}

/** The same for the app's answers: Express gives each response its own prototype (`app.response`). */
export function closeAppAnswersWhen(app: Express, draining: () => boolean): void {
  app.response.writeHead = closingWriteHead(app.response.writeHead as WriteHead, draining) as never;
}
