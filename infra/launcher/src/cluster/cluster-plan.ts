import { existsSync } from 'node:fs';
import path from 'node:path';
import { platformServices, type PlatformService } from '@canopy/contracts';
import { findRepoRoot } from '@canopy/gateway';
import { reservePort, type PortReservation } from '../reserve-port';
import { databaseUrlOf, portsVariableOf, type ClusterConfig } from './cluster-config';

/** One process to start: where it listens (held until it starts) and what it runs. */
export interface PlannedProcess {
  /** `course-2`, `gateway-1`. */
  name: string;
  /** 0-based among its service's instances (or among the gateways). */
  index: number;
  reservation: PortReservation;
  port: number;
  url: string;
  entry: string;
}

export interface PlannedService {
  service: PlatformService;
  databaseUrl: string;
  /** Whether the database is DATABASE_URL's server with the prefix (then created through DATABASE_URL). */
  derivedDatabase: boolean;
  instances: PlannedProcess[];
}

export interface ClusterPlan {
  services: PlannedService[];
  gateways: PlannedProcess[];
  /** Frees the ports not taken over yet. */
  close(): Promise<void>;
}

/** The built entry point of a package folder, or an error saying to build first. */
export function builtEntry(folder: string): string {
  const entry = path.join(findRepoRoot(), folder, 'dist', 'main.js');
  if (!existsSync(entry)) {
    throw new Error(`${path.relative(process.cwd(), entry)} is missing: run \`npm run build\` first`);
  }
  return entry;
}

/**
 * Holds every port the cluster will use (fixed ones checked, 0 made a free one) so that every URL is known
 * before anything starts: each process's configuration names the others'.
 */
export async function planCluster(cfg: ClusterConfig): Promise<ClusterPlan> {
  const reservations: PortReservation[] = [];
  const close = async () => {
    await Promise.all(reservations.map((r) => r.release()));
  };
  const hold = async (name: string, index: number, port: number, variable: string, entry: string) => {
    const reservation = await reservePort(port, cfg.HOST, variable);
    reservations.push(reservation);
    const url = `http://127.0.0.1:${reservation.port}`;
    return { name, index, reservation, port: reservation.port, url, entry } satisfies PlannedProcess;
  };
  try {
    const services: PlannedService[] = [];
    for (const service of platformServices) {
      const entry = builtEntry(`services/${service.name}`);
      const variable = portsVariableOf(service);
      const instances: PlannedProcess[] = [];
      for (const [i, port] of cfg[variable].entries()) {
        instances.push(await hold(`${service.name}-${i + 1}`, i, port, variable, entry));
      }
      services.push({
        service,
        databaseUrl: databaseUrlOf(cfg, service),
        derivedDatabase: !cfg[service.databaseUrlVariable],
        instances,
      });
    }
    const gatewayEntry = builtEntry('gateway');
    const gateways: PlannedProcess[] = [];
    for (const [i, port] of cfg.GATEWAY_PORTS.entries()) {
      gateways.push(await hold(`gateway-${i + 1}`, i, port, 'GATEWAY_PORTS', gatewayEntry));
    }
    return { services, gateways, close };
  } catch (err) {
    await close();
    throw err;
  }
}

/**
 * Every peer service's URL setting, each listing all its instances (`COURSE_URL=http://127.0.0.1:4002,...`):
 * the gateway and every service spread their calls over them and fail over (service-kit's `envUrls`).
 */
export function peerUrls(plan: Pick<ClusterPlan, 'services'>): Record<string, string> {
  return Object.fromEntries(
    plan.services.map((s) => [s.service.urlVariable, s.instances.map((i) => i.url).join(',')]),
  );
}
