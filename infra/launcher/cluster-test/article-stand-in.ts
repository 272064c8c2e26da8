import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const para = (topic: string) =>
  `${topic} matters for every community that wants clean air, fair jobs and a stable climate. ` +
  'Local councils, schools and households each have a part to play, and the evidence shows that small, ' +
  'steady changes add up when they are shared, measured and celebrated together over several years.';

const ARTICLE = `<!doctype html><html><head><title>Rain Gardens</title></head><body>
<article><h1>Rain Gardens</h1><p>${para('Rain gardens')}</p>
<h2>Choosing a spot</h2><p>${para('Choosing a spot')}</p>
<h2>Plants that cope</h2><p>${para('Plants that cope')}</p></article></body></html>`;

export interface ArticleStandIn {
  url: string;
  /** Every request for the article, with the port it came from (the caller's side of the connection). */
  requests: { at: number; remotePort: number }[];
  /** Resolves with the first request, which is held open until `release()`. */
  firstRequest: Promise<{ remotePort: number }>;
  /** Answers the held request (if its caller is still there). */
  release(): void;
  close(): Promise<void>;
}

/**
 * A web page an ebook is drafted from. The first request for it is held, so the generation is certainly under
 * way on one instance when that instance is killed; later requests (the job taken over) are answered at once.
 */
export async function startArticleStandIn(): Promise<ArticleStandIn> {
  const requests: { at: number; remotePort: number }[] = [];
  let held: ServerResponse | undefined;
  let gotFirst!: (r: { remotePort: number }) => void;
  const firstRequest = new Promise<{ remotePort: number }>((resolve) => (gotFirst = resolve));
  const answer = (res: ServerResponse) => {
    if (!res.destroyed) res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ARTICLE);
  };
  const server = createServer((req, res) => {
    if (!req.url?.startsWith('/article')) return void res.writeHead(404).end();
    const remotePort = req.socket.remotePort ?? 0;
    requests.push({ at: Date.now(), remotePort });
    if (requests.length === 1) {
      held = res;
      gotFirst({ remotePort });
    } else answer(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/article`,
    requests,
    firstRequest,
    release: () => held && answer(held),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Which of `pids` holds the TCP connection whose local port is `localPort` (Linux: /proc/net/tcp names the
 * socket's inode, /proc/<pid>/fd links to it). Undefined when none does or /proc cannot tell.
 */
export function pidOfConnection(localPort: number, pids: readonly number[]): number | undefined {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const local = fields[1];
      if (local && parseInt(local.split(':')[1]!, 16) === localPort) inodes.add(fields[9]!);
    }
  }
  for (const pid of pids) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        const link = readlinkSync(`/proc/${pid}/fd/${fd}`, { encoding: 'utf8' });
        const inode = /^socket:\[(\d+)\]$/.exec(link)?.[1];
        if (inode && inodes.has(inode)) return pid;
      }
    } catch {
      // gone, or not ours to read
    }
  }
  return undefined;
}
