import { z } from 'zod';
import { routeGuardNames } from './route-guards';

/**
 * The front end's run-time description (`GET /mfe-manifest.json`): for each remote, where its Module Federation
 * entry lives and which page paths it owns. The shell routes from it, so a remote that adds a page needs no shell
 * release; a link to a path no remote declares is not shown.
 */

/**
 * The file a remote's build writes beside its `remoteEntry.js`, listing the paths of its `./routes`.
 * (tools/frontend-config.mjs writes it under the same name; it cannot import this TypeScript module.)
 */
export const REMOTE_PATHS_FILE = 'canopy-routes.json';

// One path segment: a static word or a `:param`, either optionally followed by `?` (react-router's optional
// segments). Only the last segment may be the splat `*`.
const SEGMENT = String.raw`:?[\w.~-]+\??`;
const PATH_PATTERN = new RegExp(String.raw`^/(?:(?:${SEGMENT})(?:/${SEGMENT})*(?:/\*)?|\*)?$`);

/** A react-router path pattern a remote owns: `/`, `/courses/:id`, `/forum/*`. */
export const routePathPatternSchema = z
  .string()
  .max(200)
  .regex(PATH_PATTERN, 'must be a react-router path pattern like /courses/:id or /forum/*');

/** Remote names double as Module Federation container names, so they stay plain identifiers. */
export const remoteNameSchema = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,39}$/, 'must be lower-case letters, digits or _');

// A remote declares tens of pages, not thousands; the bound keeps a broken build from bloating every page load.
const pathList = z.array(routePathPatternSchema).max(500);

/** A JavaScript file of a remote's build, named relative to its remoteEntry.js: `623.a10fd013db.js`. */
export const remoteScriptFileSchema = z
  .string()
  .max(200)
  .regex(/^[\w-]+(\.[\w-]+)*\.js$/, 'must be a .js file name beside remoteEntry.js');

/**
 * The JSON a remote's build emits beside remoteEntry.js (REMOTE_PATHS_FILE): its page paths and, for each, its guard
 * and the files of its build the page needs first (the chunks of './routes' and of the page), which the gateway
 * names in that page's HTML so the browser fetches them at once.
 */
export const remotePathsFileSchema = z.object({
  paths: pathList,
  // Only hints: a malformed list is dropped, never the paths with it.
  preload: z
    .record(routePathPatternSchema, z.array(remoteScriptFileSchema).max(100))
    .optional()
    .catch(undefined),
  /** Each page's guard: the gateway names a page's files only for a caller its guard lets in. */
  guards: z.record(routePathPatternSchema, z.enum(routeGuardNames)).optional().catch(undefined),
});
export type RemotePathsFile = z.infer<typeof remotePathsFileSchema>;

/** One remote in the manifest: its entry (URL of remoteEntry.js, absolute or page-relative) and its paths. */
export const mfeManifestRemoteSchema = z.object({
  entry: z.string().min(1).max(2000),
  paths: pathList,
});
export type MfeManifestRemote = z.infer<typeof mfeManifestRemoteSchema>;

export const mfeManifestSchema = z.object({
  remotes: z.record(remoteNameSchema, mfeManifestRemoteSchema),
});
export type MfeManifest = z.infer<typeof mfeManifestSchema>;

/**
 * Reads a manifest remote by remote, so that one malformed entry costs only that remote (its pages show the
 * "unavailable" or 404 page) and never the whole front end. `rejected` names what was left out, for the log.
 */
export function parseMfeManifest(body: unknown): { manifest: MfeManifest; rejected: string[] } {
  const remotes: MfeManifest['remotes'] = {};
  const rejected: string[] = [];
  const listed = z.object({ remotes: z.record(z.string(), z.unknown()) }).safeParse(body);
  if (!listed.success) return { manifest: { remotes }, rejected: ['(manifest)'] };
  for (const [name, value] of Object.entries(listed.data.remotes)) {
    const remote = mfeManifestRemoteSchema.safeParse(value);
    if (remoteNameSchema.safeParse(name).success && remote.success) remotes[name] = remote.data;
    else rejected.push(name);
  }
  return { manifest: { remotes }, rejected };
}
