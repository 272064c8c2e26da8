import { satisfy } from '@module-federation/enhanced/runtime';

/** A shared library a remote needs in a range the shell's copy is not in. */
export interface Incompatibility {
  name: string;
  /** The range the remote was built for. */
  required: string;
  /** The shell's version, or null when the shell does not share the library at all. */
  provided: string | null;
}

/**
 * What a remote requires (`{ "@canopy/ui": "^2.0.0" }`, from /mfe-manifest.json) that the shell's shared
 * libraries do not satisfy; [] when it can run here. Checked before any of its code runs: a remote that would get
 * a library other than the one it was built for fails in ways nobody can read, so it is refused instead.
 */
export function incompatibilities(
  requires: Readonly<Record<string, string>> | undefined,
  provided: Readonly<Record<string, string>>,
): Incompatibility[] {
  const out: Incompatibility[] = [];
  for (const [name, required] of Object.entries(requires ?? {})) {
    const version = provided[name] ?? null;
    if (version === null || !satisfy(version, required)) out.push({ name, required, provided: version });
  }
  return out;
}

/** "@canopy/ui ^2.0.0 (the shell has 1.0.0)", for the log. */
export function describeIncompatibilities(list: readonly Incompatibility[]): string {
  return list
    .map(
      ({ name, required, provided }) =>
        `${name} ${required} (the shell ${provided ? `has ${provided}` : 'does not share it'})`,
    )
    .join(', ');
}
