import { connect, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/** How long an instance that refused a connection is passed over before it is tried again. */
const REST_MS = 2_000;

export interface PeerBalancer {
  url: string;
  close(): Promise<void>;
}

/**
 * One address for all instances of a service, as a Kubernetes Service or Compose's DNS gives one, for a process
 * whose setting takes a single URL: each connection goes to the next instance in turn, and one that refuses
 * (stopped, killed) is passed over for a while and the next one tried, so new connections reach a survivor at
 * once. A connection that was open to an instance when it died breaks, as it would anywhere.
 */
export async function startPeerBalancer(ports: readonly number[]): Promise<PeerBalancer> {
  let turn = 0;
  const restingUntil = new Map<number, number>();
  const open = new Set<Socket>();

  const server = createServer((client) => {
    open.add(client);
    client.once('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    client.pause();
    const now = Date.now();
    const order = ports.map((_, i) => ports[(turn + i) % ports.length]!);
    turn++;
    // Awake ones first; resting ones still get a try when no other is left.
    const candidates = [
      ...order.filter((p) => (restingUntil.get(p) ?? 0) <= now),
      ...order.filter((p) => (restingUntil.get(p) ?? 0) > now),
    ];
    const attempt = (i: number) => {
      if (client.destroyed) return;
      const port = candidates[i];
      if (port === undefined) return void client.destroy();
      const upstream = connect({ host: '127.0.0.1', port });
      upstream.once('error', () => {
        restingUntil.set(port, Date.now() + REST_MS);
        upstream.destroy();
        attempt(i + 1);
      });
      upstream.once('connect', () => {
        restingUntil.delete(port);
        open.add(upstream);
        upstream.removeAllListeners('error');
        upstream.on('error', () => client.destroy());
        upstream.once('close', () => {
          open.delete(upstream);
          client.destroy();
        });
        client.once('close', () => upstream.destroy());
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
      });
    };
    attempt(0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}
