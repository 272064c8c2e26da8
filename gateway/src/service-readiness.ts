import type { GatewayConfig } from './config';
import { serviceNames, serviceUrlVariable, type ServiceName } from './route-table';

export type ServiceState = 'ready' | 'down';

export interface ServiceReadiness {
  /** Each configured service's state; services without a URL are not listed (their paths answer 404). */
  check(): Promise<Partial<Record<ServiceName, ServiceState>>>;
}

/**
 * Asks every configured service's `/readyz` at once, each with READY_TIMEOUT_MS: a refused connection, an
 * answer other than 2xx, or silence past the time-out counts as down. `/readyz` needs no identity token.
 */
export function createServiceReadiness(config: GatewayConfig): ServiceReadiness {
  const targets = serviceNames.flatMap((name) => {
    const url = config[serviceUrlVariable[name]];
    return url ? [{ name, readyz: new URL('readyz', url.endsWith('/') ? url : `${url}/`).toString() }] : [];
  });
  return {
    async check() {
      const states = await Promise.all(
        targets.map(async ({ name, readyz }): Promise<[ServiceName, ServiceState]> => {
          try {
            const res = await fetch(readyz, { signal: AbortSignal.timeout(config.READY_TIMEOUT_MS) });
            await res.body?.cancel();
            return [name, res.ok ? 'ready' : 'down'];
          } catch {
            return [name, 'down'];
          }
        }),
      );
      return Object.fromEntries(states);
    },
  };
}

/** `Not ready: the course service is unavailable.` / `... the course and forum services are unavailable.` */
export function notReadyMessage(down: readonly string[]): string {
  const names =
    down.length > 1
      ? `${down.slice(0, -1).join(', ')} and ${down.at(-1)} services are`
      : `${down[0]} service is`;
  return `Not ready: the ${names} unavailable.`;
}
