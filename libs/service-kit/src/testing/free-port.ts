import { createServer } from 'node:net';

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

/** The URL of a local port nothing listens on: a peer instance that is down (its connections are refused). */
export async function unreachableUrl(): Promise<string> {
  return `http://127.0.0.1:${await freePort()}`;
}
