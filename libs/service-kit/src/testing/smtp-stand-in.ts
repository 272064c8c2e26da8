import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message the stand-in received. */
export interface ReceivedMail {
  /** The envelope's recipients. */
  to: string[];
  /** Decoded (RFC 2047 encoded words undone), as a mail reader shows it. */
  subject: string;
  contentType: string;
  /** The text body with its transfer encoding (quoted-printable, base64) undone, line ends as \n, trimmed. */
  text: string;
  /** The message as sent: headers and encoded body. */
  raw: string;
}

export interface SmtpStandIn {
  /** SMTP_URL for the service under test. */
  url: string;
  /** Every message received so far, in arrival order. */
  received: ReceivedMail[];
  /** Messages refused so far (`failFirst`), in arrival order. */
  refused: ReceivedMail[];
  close(): Promise<void>;
}

/** Undoes quoted-printable (soft line breaks and =XX bytes). */
function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Undoes a header's RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`), as a mail reader shows it. */
function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2') // whitespace between two encoded words is not part of the text
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_m, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function parse(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1] ?? '';
  const encoding = header('Content-Transfer-Encoding');
  const text = /quoted-printable/i.test(encoding)
    ? decodeQuotedPrintable(body)
    : /base64/i.test(encoding)
      ? Buffer.from(body, 'base64').toString('utf8')
      : body;
  return {
    to,
    subject: decodeHeader(header('Subject')),
    contentType: header('Content-Type'),
    text: text.replace(/\r\n/g, '\n').trim(),
    raw,
  };
}

/**
 * A local SMTP server standing in for the mail provider (on a free port of 127.0.0.1, no TLS, no
 * authentication): it keeps every message it is sent, for tests to read. `failFirst: n` refuses the first n
 * messages with a temporary failure (451), as a provider having trouble does: a sender should try again later.
 */
export async function startSmtpStandIn(opts: { failFirst?: number } = {}): Promise<SmtpStandIn> {
  const received: ReceivedMail[] = [];
  const refused: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail = parse(
          Buffer.concat(chunks).toString('utf8'),
          session.envelope.rcptTo.map((r) => r.address),
        );
        if (refused.length < (opts.failFirst ?? 0)) {
          refused.push(mail);
          return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        }
        received.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
