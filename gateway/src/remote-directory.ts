import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import {
  REMOTE_PATHS_FILE,
  createPatternMatcher,
  firstReadsOf,
  readsHoldFor,
  mfeManifestRemoteSchema,
  routePathPatternSchema,
  type MfeManifest,
  type MfeManifestRemote,
  type PatternOwner,
  type RemotePathsFile,
  type RouteGuardName,
  visitorGuards,
} from '@canopy/contracts';
import { ConfigError } from '@canopy/service-kit';
import type { GatewayConfig } from './config';
import type { PageScript } from './page-html';
import { createRemotePathsReader, type RemotePathsReader } from './remote-paths-reader';

export const remoteNames = ['learn', 'forum', 'studio', 'admin'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** REMOTE_{NAME}_{suffix}: one of the variables the gateway reads per remote (config.ts). */
function remoteVariable(
  config: GatewayConfig,
  name: RemoteName,
  suffix: 'URL' | 'UPSTREAM_URL' | 'PATHS',
): string | undefined {
  return config[`REMOTE_${name.toUpperCase() as Uppercase<RemoteName>}_${suffix}`];
}

const remoteUrl = (config: GatewayConfig, name: RemoteName) => remoteVariable(config, name, 'URL');

/**
 * REMOTE_{NAME}_UPSTREAM_URL: the remote's own static server as the gateway reaches it (`http://remote-forum:8080/`),
 * served at /remotes/{name}/ on the gateway's origin (the browser never sees the server's address), with its
 * description read from it. For a deployment where the static servers are not reachable by browsers.
 */
export function remoteUpstreamUrl(config: GatewayConfig, name: RemoteName): string | undefined {
  const url = remoteVariable(config, name, 'UPSTREAM_URL');
  return url && !url.endsWith('/') ? `${url}/` : url;
}

/**
 * REMOTE_{NAME}_PATHS: the path patterns a remote owns, comma-separated (`/forum,/forum/*`), for a remote whose
 * paths file the gateway cannot read (an entry on this origin behind another proxy, a CDN without it). Checked at
 * start: a bad pattern is a configuration error, not a silently unreachable page.
 */
export function configuredRemotePaths(config: GatewayConfig): Partial<Record<RemoteName, string[]>> {
  const out: Partial<Record<RemoteName, string[]>> = {};
  const problems: string[] = [];
  for (const name of remoteNames) {
    const value = remoteVariable(config, name, 'PATHS');
    if (value === undefined) continue;
    const paths = value
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    for (const p of paths) {
      if (!routePathPatternSchema.safeParse(p).success) {
        problems.push(
          `REMOTE_${name.toUpperCase()}_PATHS: "${p}" is not a path pattern like /forum or /forum/*`,
        );
      }
    }
    out[name] = paths;
  }
  for (const name of remoteNames) {
    if (remoteUrl(config, name) && remoteUpstreamUrl(config, name)) {
      const NAME = name.toUpperCase();
      problems.push(`REMOTE_${NAME}_URL and REMOTE_${NAME}_UPSTREAM_URL: set one, not both`);
    }
  }
  if (problems.length) throw new ConfigError('gateway', problems);
  return out;
}

/** A remote as the gateway knows it: the manifest's part, and each page's guard, first files and first reads. */
interface DescribedRemote extends MfeManifestRemote {
  preload: Record<string, string[]>;
  guards: Record<string, RouteGuardName>;
  reads: Record<string, string[]>;
  readsVaryBy: Record<string, string[]>;
}

/**
 * The entry's integrity and the shared-library ranges the remote's build published in its paths file: the shell
 * refuses an entry that does not match, and a remote whose ranges its own libraries do not satisfy, before any of
 * the remote's code runs.
 */
function contractOf(file: RemotePathsFile): Pick<MfeManifestRemote, 'integrity' | 'requires'> {
  return {
    ...(file.integrity ? { integrity: file.integrity } : {}),
    ...(file.requires ? { requires: file.requires } : {}),
  };
}

/** What /mfe-manifest.json tells of a remote. */
function manifestPart({ entry, paths, integrity, requires }: DescribedRemote): MfeManifestRemote {
  return { entry, paths, ...(integrity ? { integrity } : {}), ...(requires ? { requires } : {}) };
}

/** What a page's HTML names: the scripts it needs and the API paths it reads first. */
export interface PageHints {
  scripts: PageScript[];
  reads: string[];
}

const NO_HINTS: PageHints = { scripts: [], reads: [] };

/** What the front-end routes ask of the remotes: the manifest, and the scripts a page's HTML should name. */
export interface RemoteDirectory {
  /** /mfe-manifest.json. */
  manifest(): Promise<MfeManifest>;
  /**
   * What the page at `pathname` needs first from the remote that owns it: the scripts (its entry, the chunks of its
   * routes and of the page), as URLs the browser can fetch, and the API paths its main content reads (its declared
   * reads with the page's parameters in, unless `search`, the URL's query, has a parameter they vary by). Nothing
   * for a path no remote owns, nor for a caller the page's guard sends elsewhere: a visitor (no session cookie) on a
   * signed-in page, a signed-in caller on a guest page.
   */
  pageHints(pathname: string, search: string, signedIn: boolean): Promise<PageHints>;
}

/**
 * Describes the remotes: for each, its entry and the paths it owns. The entry is REMOTE_{NAME}_URL, else the
 * locally built remote when its dist exists (checked per request: a remote built while the gateway runs shows
 * up). The paths are REMOTE_{NAME}_PATHS, else the paths file its build wrote beside its remoteEntry.js — read
 * from disk for a local build, fetched (and cached briefly) beside a configured URL. The same file names each
 * page's first files.
 */
export function createRemoteDirectory(
  config: GatewayConfig,
  logger: Logger,
  reader?: RemotePathsReader,
): RemoteDirectory {
  const pathsOf = reader ?? createRemotePathsReader({ logger, ttlMs: config.REMOTE_DESCRIPTION_TTL_MS });
  const configured = configuredRemotePaths(config);

  for (const name of remoteNames) {
    const url = remoteUrl(config, name);
    if (url && !configured[name] && !/^https?:\/\//i.test(url)) {
      const NAME = name.toUpperCase();
      logger.warn(
        { remote: name, entry: url },
        `REMOTE_${NAME}_URL is not an absolute URL, so its paths cannot be fetched: set REMOTE_${NAME}_PATHS`,
      );
    }
  }

  async function describeRemote(name: RemoteName): Promise<DescribedRemote | null> {
    const url = remoteUrl(config, name);
    const fixed = configured[name];
    if (url) {
      if (fixed) return { entry: url, paths: fixed, preload: {}, guards: {}, reads: {}, readsVaryBy: {} };
      const file = await pathsOf.fromUrl(url, name);
      return {
        // The release's content-addressed entry beside the configured one, which it describes.
        entry: file.entry ? new URL(file.entry, url).href : url,
        paths: file.paths,
        preload: file.preload ?? {},
        guards: file.guards ?? {},
        reads: file.reads ?? {},
        readsVaryBy: file.readsVaryBy ?? {},
        ...contractOf(file),
      };
    }
    const upstream = remoteUpstreamUrl(config, name);
    const dist = path.join(config.STATIC_DIR, `mfe-${name}`, 'dist');
    if (!upstream && !existsSync(path.join(dist, 'remoteEntry.js'))) return null;
    const file = upstream
      ? await pathsOf.fromUrl(new URL('remoteEntry.js', upstream).href, name)
      : await pathsOf.fromFile(path.join(dist, REMOTE_PATHS_FILE), name);
    return {
      entry: `/remotes/${name}/${fixed ? 'remoteEntry.js' : (file.entry ?? 'remoteEntry.js')}`,
      paths: fixed ?? file.paths,
      preload: fixed ? {} : (file.preload ?? {}),
      guards: fixed ? {} : (file.guards ?? {}),
      reads: fixed ? {} : (file.reads ?? {}),
      readsVaryBy: fixed ? {} : (file.readsVaryBy ?? {}),
      ...contractOf(file),
    };
  }

  /** The remotes that are there and inside the contract, by name, in the order of remoteNames. */
  async function described(): Promise<Array<[RemoteName, DescribedRemote]>> {
    const all = await Promise.all(remoteNames.map(describeRemote));
    const out: Array<[RemoteName, DescribedRemote]> = [];
    remoteNames.forEach((name, i) => {
      const remote = all[i];
      if (!remote) return;
      // Every part was checked already; this keeps the answer inside the contract whatever changes above.
      const checked = mfeManifestRemoteSchema.safeParse(manifestPart(remote));
      if (checked.success) out.push([name, remote]);
      else logger.error({ remote: name, issues: checked.error.issues }, 'remote left out of the manifest');
    });
    return out;
  }

  // The shell's router ranks the same patterns in the same order (manifest order, then each remote's own). Built
  // again only when a remote's paths change (a deployment), not per page.
  let matcher: { key: string; ownerOf: (pathname: string) => PatternOwner<RemoteName> | null } | null = null;
  function matcherFor(remotes: Array<[RemoteName, DescribedRemote]>) {
    const key = JSON.stringify(remotes.map(([name, r]) => [name, r.paths]));
    if (matcher?.key !== key) {
      const entries = remotes.flatMap(([owner, r]) => r.paths.map((pattern) => ({ pattern, owner })));
      matcher = { key, ownerOf: createPatternMatcher(entries) };
    }
    return matcher.ownerOf;
  }

  return {
    async manifest() {
      const remotes: MfeManifest['remotes'] = {};
      for (const [name, remote] of await described()) remotes[name] = manifestPart(remote);
      return { remotes };
    },
    async pageHints(pathname, search, signedIn) {
      const remotes = await described();
      const match = matcherFor(remotes)(pathname);
      const remote = match && remotes.find(([name]) => name === match.owner)?.[1];
      if (!match || !remote) return NO_HINTS;
      const guard = remote.guards[match.pattern];
      if (guard && (signedIn ? guard === 'guest' : !visitorGuards.includes(guard))) return NO_HINTS;
      const files = remote.preload[match.pattern] ?? [];
      // Relative to the entry: /remotes/learn/remoteEntry.js, or a CDN's absolute URL.
      const base = new URL(remote.entry, 'http://gateway.invalid/');
      const own = (u: string) => u.replace(/^http:\/\/gateway\.invalid/, '');
      // The entry is fetched with its integrity (the shell's loader asks for it so): the hint must ask the same.
      const entry: PageScript = {
        src: remote.entry,
        ...(remote.integrity ? { integrity: remote.integrity } : {}),
      };
      return {
        scripts: [entry, ...files.map((f) => ({ src: own(new URL(f, base).href) }))],
        // A URL query the reads vary by (a topic's ?page=2) makes the page read something else: none is named.
        reads: readsHoldFor(search, remote.readsVaryBy[match.pattern])
          ? firstReadsOf(remote.reads[match.pattern] ?? [], match.pattern, pathname)
          : [],
      };
    },
  };
}
