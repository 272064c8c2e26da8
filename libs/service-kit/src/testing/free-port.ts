import { readFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';

/** The first port of the range the OS hands out to `listen(0)` and to outgoing connections (Linux's default). */
function ephemeralLow(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > 12_000 ? low : 32_768;
  } catch {
    return 32_768;
  }
}

function bindable(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/**
 * A port nothing listens on right now, for a service a test starts later on that port. It is taken below the
 * ephemeral range: a port the OS picked there could be handed to a database or broker client's connection (or
 * another suite's `listen(0)`) before the test listens on it, which then failed with EADDRINUSE (the live-session
 * suite, 2 December).
 */
export async function freePort(): Promise<number> {
  const top = ephemeralLow();
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = top - 12_000 + Math.floor(Math.random() * 12_000);
    if ((await bindable(port, '0.0.0.0')) && (await bindable(port, '127.0.0.1'))) return port;
  }
  throw new Error('no free port found below the ephemeral range');
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
