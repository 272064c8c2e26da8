import { platformServices } from '@canopy/contracts';

/**
 * The port a service listens on when PORT is unset: its own `defaultPort` when the definition gives one (tests,
 * services outside the platform), else its entry in `platformServices`, the list the launcher, the gateway and
 * compose read too, so a port is written down once.
 */
export function defaultPortOf(name: string, own?: number): number {
  if (own !== undefined) return own;
  const entry = platformServices.find((s) => s.name === name);
  if (!entry) {
    throw new Error(
      `${name}: no defaultPort, and no platformServices entry (libs/contracts) to take it from`,
    );
  }
  return entry.defaultPort;
}
