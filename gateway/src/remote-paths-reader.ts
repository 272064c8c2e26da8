import { readFile, stat } from 'node:fs/promises';
import type { Logger } from 'pino';
import { REMOTE_PATHS_FILE, remotePathsFileSchema, type RemotePathsFile } from '@canopy/contracts';

export interface RemotePathsReaderOptions {
  logger: Logger;
  /** How long paths fetched from a remote's URL are served before they are fetched again. */
  ttlMs?: number;
  /** After a failed fetch, how long before the next attempt (the last good list is served meanwhile). */
  retryMs?: number;
  /** Longest wait for a remote's paths file. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

export interface RemotePathsReader {
  /** A local build's paths file; no paths (logged once per version of the file) when missing or malformed. */
  fromFile(file: string, remote: string): Promise<RemotePathsFile>;
  /** The paths file beside a remote's absolute entry URL, cached; no paths until it was read once. */
  fromUrl(entryUrl: string, remote: string): Promise<RemotePathsFile>;
}

const NONE: RemotePathsFile = { paths: [] };

interface FileEntry {
  version: string;
  read: RemotePathsFile;
}

interface UrlEntry {
  /** The last file read successfully, served while a refresh runs or after one failed. */
  read: RemotePathsFile | null;
  checkedAt: number;
  ok: boolean;
  refreshing: Promise<void> | null;
}

function describe(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/**
 * Reads the paths each remote declares (its build's REMOTE_PATHS_FILE, `{ "paths": [...] }`). A file that is
 * missing, unreachable or malformed is never an error of /mfe-manifest.json: the remote then owns no paths (or
 * keeps the last good list) and the problem is logged, once per version of the file or per failed attempt.
 */
export function createRemotePathsReader(opts: RemotePathsReaderOptions): RemotePathsReader {
  const { logger } = opts;
  const ttlMs = opts.ttlMs ?? 30_000;
  const retryMs = opts.retryMs ?? 5_000;
  const timeoutMs = opts.timeoutMs ?? 2_000;
  const doFetch = opts.fetch ?? fetch;
  const now = opts.now ?? Date.now;
  const files = new Map<string, FileEntry>();
  const urls = new Map<string, UrlEntry>();

  async function fromFile(file: string, remote: string): Promise<RemotePathsFile> {
    // Keyed on mtime and size, so a rebuilt remote is picked up while the gateway runs, without re-reading the
    // file on every manifest request.
    const info = await stat(file).catch(() => null);
    const version = info ? `${info.mtimeMs}:${info.size}` : 'missing';
    const cached = files.get(file);
    if (cached?.version === version) return cached.read;
    let read = NONE;
    if (!info) {
      logger.warn({ remote, file }, 'remote build has no paths file: it owns no paths until it is rebuilt');
    } else {
      try {
        read = remotePathsFileSchema.parse(JSON.parse(await readFile(file, 'utf8')));
      } catch (err) {
        logger.warn(
          { remote, file, err: describe(err) },
          'ignoring malformed remote paths file: the remote owns no paths until it is rebuilt',
        );
      }
    }
    files.set(file, { version, read });
    return read;
  }

  async function refresh(url: string, remote: string, entry: UrlEntry): Promise<void> {
    try {
      const res = await doFetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const body: unknown = await res.json();
      entry.read = remotePathsFileSchema.parse(body);
      entry.ok = true;
    } catch (err) {
      entry.ok = false;
      logger.warn(
        { remote, url, err: describe(err), keeping: entry.read !== null },
        'could not read a remote paths file: keeping the last good list, or none',
      );
    } finally {
      entry.checkedAt = now();
      entry.refreshing = null;
    }
  }

  async function fromUrl(entryUrl: string, remote: string): Promise<RemotePathsFile> {
    let url: string;
    try {
      url = new URL(REMOTE_PATHS_FILE, entryUrl).href;
    } catch {
      return NONE; // not absolute: see REMOTE_{NAME}_PATHS
    }
    let entry = urls.get(url);
    if (!entry) {
      entry = { read: null, checkedAt: 0, ok: false, refreshing: null };
      urls.set(url, entry);
    }
    const age = now() - entry.checkedAt;
    const due = entry.checkedAt === 0 || age >= (entry.ok ? ttlMs : retryMs);
    if (due && !entry.refreshing) entry.refreshing = refresh(url, remote, entry);
    // The first read waits (bounded by timeoutMs); later ones serve the last good list while refreshing.
    if (entry.refreshing && entry.read === null) await entry.refreshing;
    return entry.read ?? NONE;
  }

  return { fromFile, fromUrl };
}
