import type { InstancePool, InstanceState } from './instance-pool';
import type { ServiceName } from './route-table';

export type ServiceState = 'ready' | 'down';

export interface ServiceReadinessReport {
  /** Each configured service's state; services without a URL are not listed (their paths answer 404). */
  services: Partial<Record<ServiceName, ServiceState>>;
  /** Each instance's state, in the order of the service's URL setting (addresses stay private). */
  instances: Partial<Record<ServiceName, InstanceState[]>>;
}

export interface ServiceReadiness {
  check(): Promise<ServiceReadinessReport>;
}

/**
 * Asks every instance of every configured service its `/readyz` at once (instance-pool.ts: READY_TIMEOUT_MS
 * each; the answers also take instances out of the spread or bring them back). A service is ready when at least
 * one of its instances is: the gateway can serve its domain.
 */
export function createServiceReadiness(pools: ReadonlyMap<ServiceName, InstancePool>): ServiceReadiness {
  return {
    async check() {
      const answers = await Promise.all(
        [...pools].map(async ([name, pool]) => [name, await pool.probe()] as const),
      );
      return {
        services: Object.fromEntries(
          answers.map(([name, states]) => [name, states.includes('ready') ? 'ready' : 'down']),
        ),
        instances: Object.fromEntries(answers),
      };
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
