import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

/** A fixed port someone else holds: said plainly, with the way out. */
export class PortInUseError extends Error {
  constructor(
    readonly variable: string,
    readonly port: number,
  ) {
    super(`${variable}=${port}: the port is in use; free it, or set ${variable}=0 for any free port`);
  }
}

export interface PortReservation {
  /** The port held: the one asked for, or the one the system picked for 0. */
  port: number;
  /** Frees the port; call it right before the real server listens on it. */
  release(): Promise<void>;
}

/**
 * Holds a port by listening on it until `release()`. Every port (the gateway's and each service's) is known
 * before any service is created, because each one's configuration names the others' URLs; holding them rather
 * than probing and closing keeps a second platform started alongside (tests, benchmarks, a second checkout)
 * from being handed the same free port while this one spends seconds creating its databases. A port already
 * in use fails here, before any of that work.
 */
export function reservePort(port: number, host: string, variable: string): Promise<PortReservation> {
  return new Promise((resolve, reject) => {
    // Anyone connecting meanwhile (a health probe polling for the platform to come up) is cut off at once:
    // close() waits for open connections, and one left open would hold the start-up forever.
    const holder = createServer((socket) => socket.destroy());
    holder.unref();
    holder.once('error', (err: NodeJS.ErrnoException) => {
      reject(err.code === 'EADDRINUSE' ? new PortInUseError(variable, port) : err);
    });
    holder.listen({ port, host, exclusive: true }, () => {
      let released: Promise<void> | undefined;
      resolve({
        port: (holder.address() as AddressInfo).port,
        release: () => (released ??= new Promise<void>((done) => holder.close(() => done()))),
      });
    });
  });
}
