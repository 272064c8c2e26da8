import { connect, createServer } from 'node:net';

/** A port nothing listens on right now (the OS picks it), for a service a test starts later on that port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The URL of a local port nothing listens on: a peer instance that is down (its connections are refused). The
 * port is below 1024, where the OS never hands out a port to `listen(0)`: a port freed by freePort() could be
 * given to another suite's server a moment later, which would then answer for the "down" instance (it did once
 * on CI, 30 November). None of these ports is on fetch's list of blocked ports, so a refusal is what a caller
 * sees. The port is checked to refuse before it is given.
 */
export async function unreachableUrl(): Promise<string> {
  for (const port of [2, 3, 4, 5, 6, 8]) {
    if (await refuses(port)) return `http://127.0.0.1:${port}`;
  }
  throw new Error('every low port this helper tries has a listener on 127.0.0.1');
}

function refuses(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });
}
