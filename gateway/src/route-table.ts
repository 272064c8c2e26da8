import {
  platformServiceNames,
  platformServices,
  type PlatformServiceName,
  type PlatformServiceUrlVariable,
} from '@canopy/contracts';

/**
 * Which service owns which /api path: every prefix of `platformServices` (libs/contracts), the one list the
 * gateway and the launcher share. A prefix owns itself and everything below it (`/api/courses` owns
 * `/api/courses/3/modules`), never a longer sibling (`/api/forum` does not own `/api/forum-topics`).
 */
export const serviceNames = platformServiceNames;
export type ServiceName = PlatformServiceName;

export const routeTable: ReadonlyArray<{ prefix: string; service: ServiceName }> = platformServices.flatMap(
  (s) => s.routePrefixes.map((prefix) => ({ prefix, service: s.name })),
);

/** The environment variable holding each service's base URL. */
export const serviceUrlVariable = Object.fromEntries(
  platformServices.map((s) => [s.name, s.urlVariable]),
) as Record<ServiceName, PlatformServiceUrlVariable>;

export function serviceForPath(pathname: string): ServiceName | undefined {
  for (const { prefix, service } of routeTable) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return service;
  }
  return undefined;
}

/**
 * Refuses paths a service might read differently from the gateway: dot segments, encoded slashes, dots or
 * backslashes, so `/api/courses/../../internal/x` can never be steered past the route table.
 */
export function isSafePath(rawPath: string): boolean {
  if (/%(2e|2f|5c|00)/i.test(rawPath)) return false;
  if (rawPath.includes('\\')) return false;
  return !rawPath.split('/').some((segment) => segment === '.' || segment === '..');
}
