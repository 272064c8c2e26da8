import { createServer } from 'node:net';

/** A port nothing on 127.0.0.1 listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The configured port, or a clear error naming its variable when something already listens there. */
export function assertPortFree(port: number, variable = 'EMBEDDED_POSTGRES_PORT'): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        new Error(
          err.code === 'EADDRINUSE'
            ? `Port ${port} (${variable}) is already in use: stop what listens there, or set ${variable}=0 for a free port`
            : `Port ${port} (${variable}) cannot be used: ${err.message}`,
        ),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(port)));
  });
}
