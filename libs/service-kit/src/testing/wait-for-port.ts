import { connect as netConnect } from 'node:net';

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = netConnect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Waits until a throwaway server's port on 127.0.0.1 is open (or closed); `what` names it in the error. */
export async function waitForPort(what: string, port: number, open: boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while ((await portOpen(port)) !== open) {
    if (Date.now() > end) throw new Error(`${what} port ${port} did not ${open ? 'open' : 'close'}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
