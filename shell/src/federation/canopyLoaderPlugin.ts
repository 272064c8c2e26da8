import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Longest wait for a remote's entry before the attempt counts as failed (then retried, then the panel). */
export const ENTRY_TIMEOUT_MS = 8_000;

const UNAVAILABLE = Symbol.for('canopy.remoteUnavailable');

/** What `loadRemote` resolves to when a remote's code could not be had: the shell shows the unavailable panel. */
export interface UnavailableRemote {
  [UNAVAILABLE]: true;
  /** Why, in words for the log. */
  reason: string;
  error: unknown;
}

export function isUnavailable(mod: unknown): mod is UnavailableRemote {
  return typeof mod === 'object' && mod !== null && (mod as Record<symbol, unknown>)[UNAVAILABLE] === true;
}

interface CheckedRemote {
  name?: string;
  entry?: string;
  integrity?: string;
}

/** SHA-384 of the entry the server sends now, as an SRI string; null where it cannot be told. */
async function servedIntegrity(url: string): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null; // not a secure context
  const res = await fetch(url, { cache: 'no-store', mode: 'cors', credentials: 'omit' });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', await res.arrayBuffer()));
  return `sha384-${btoa(String.fromCharCode(...digest))}`;
}

/** Why a remote's code could not be had, for the log line: timed out, refused for its integrity, unreachable. */
export async function whyUnavailable(remote: CheckedRemote | undefined, error: unknown): Promise<string> {
  const message = error instanceof Error ? error.message : String(error);
  const entry = remote?.entry ?? 'its entry';
  if (/timed out/i.test(message)) return `${entry} did not load within ${ENTRY_TIMEOUT_MS / 1000} s`;
  if (remote?.integrity && remote.entry) {
    const served = await servedIntegrity(remote.entry).catch(() => undefined);
    if (served && served !== remote.integrity) {
      return (
        `${entry} was refused: it does not match the integrity hash in /mfe-manifest.json ` +
        `(expected ${remote.integrity}, the server sends ${served})`
      );
    }
  }
  return message;
}

/**
 * The shell's part of loading a remote with the Module Federation runtime:
 * - `createScript`: the entry's `<script>` carries the integrity /mfe-manifest.json gives for it (the browser
 *   refuses, and does not run, an entry that does not match) and has a time limit;
 * - `errorLoadRemote`: once the retry plugin has given up, the failure becomes a value (UnavailableRemote) that the
 *   shell shows as the remote's unavailable panel, with a log line saying why;
 * - `generatePreloadAssets`: `preloadRemote` loads the entry exactly as `loadRemote` will (the remote as
 *   registered: its container's global name, its integrity), so the load that follows finds it loaded. The
 *   runtime's own list names a plain entry without them: its container is not found, and the entry is fetched again.
 */
export function canopyLoaderPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'canopy-loader',
    createScript({ url, remoteInfo }) {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      const integrity = (remoteInfo as CheckedRemote | undefined)?.integrity;
      if (integrity) {
        script.integrity = integrity;
        // Same mode as the page's preload hint for it (the gateway names the entry with its integrity too).
        script.crossOrigin = 'anonymous';
      }
      return { script, timeout: ENTRY_TIMEOUT_MS };
    },
    async errorLoadRemote({ id, error, lifecycle, remote }) {
      if (lifecycle !== 'onLoad') return undefined;
      const checked = remote as CheckedRemote | undefined;
      const reason = await whyUnavailable(checked, error);
      console.error(`[federation] remote "${checked?.name ?? id}" is unavailable: ${reason}`, error);
      const unavailable: UnavailableRemote = { [UNAVAILABLE]: true, reason, error };
      return unavailable;
    },
    generatePreloadAssets({ remoteInfo }) {
      return Promise.resolve({
        cssAssets: [],
        jsAssetsWithoutEntry: [],
        entryAssets: [{ name: remoteInfo.name, url: remoteInfo.entry, moduleInfo: remoteInfo }],
      });
    },
  };
}
