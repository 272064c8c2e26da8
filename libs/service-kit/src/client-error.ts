import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { defaultErrorCode, type ErrorBody } from '@canopy/contracts';

export const MALFORMED_REQUEST = 'Malformed request.';

/**
 * Room for a request head at a service: twice Node's 16 KiB. The gateway takes heads up to Node's default and adds
 * its own headers (the identity token, X-Forwarded-*, the request id), so whatever it accepts must fit here.
 */
export const SERVICE_MAX_HEADER_SIZE = 32 * 1024;

/**
 * `server.on('clientError')`: what Node's parser refused is answered with the JSON error body like every other
 * refusal, instead of Node's empty answer. The statuses are Node's own: 431 for a head too large, 408 for a
 * request too slow to arrive, 413 for chunk extensions too large, 400 for the rest. A socket already answering,
 * reset or closed is only destroyed (as Node does).
 */
export function answerClientError(err: Error & { code?: string }, socket: Duplex): void {
  const answering = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
  if (err.code === 'ECONNRESET' || !socket.writable || answering) {
    socket.destroy();
    return;
  }
  const status =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : err.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW'
          ? 413
          : 400;
  const message = status === 400 ? MALFORMED_REQUEST : (STATUS_CODES[status] ?? MALFORMED_REQUEST);
  const body: ErrorBody = { message, code: defaultErrorCode(status) };
  const json = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(json)}\r\n` +
      'Cache-Control: no-store\r\n' +
      `Connection: close\r\n\r\n${json}`,
  );
}
