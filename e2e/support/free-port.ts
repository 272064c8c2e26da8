import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A TCP port of 127.0.0.1 nobody listens on right now. */
export async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}
