import type { Traffic } from './traffic';

/**
 * Reads through the gateways in turn, one loop per route, for as long as the journeys run: what users of every
 * service see while instances are killed. Signed in (as an administrator), so the gateway's micro-cache of
 * visitors' reads never answers for a service.
 */
export function startProbes(traffic: Traffic, cookie: string, routes: readonly string[], pauseMs = 150) {
  let running = true;
  const loops = routes.map(async (path, i) => {
    let gateway = i;
    while (running) {
      await traffic.send(gateway++ % traffic.gateways.length, 'GET', path, { cookie });
      await new Promise((r) => setTimeout(r, pauseMs));
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
