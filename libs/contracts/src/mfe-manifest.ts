import { z } from 'zod';
import { firstReadSchema, MAX_FIRST_READS, readsVaryBySchema } from './first-reads';
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

/** Subresource Integrity of a remote's entry: the browser refuses an entry whose SHA-384 differs. */
export const entryIntegritySchema = z
  .string()
  .max(120)
  .regex(/^sha384-[A-Za-z0-9+/]{64}$/, 'must be an SRI sha384 hash: sha384-{64 base64 characters}');

/**
 * What a remote needs of the shell's shared libraries: package name -> semver range (its package.json's range,
 * `{ "@canopy/ui": "^1.0.0" }`). The shell refuses a remote whose range its copy does not satisfy.
 */
export const sharedRequirementsSchema = z
  .record(
    z
      .string()
      .max(100)
      .regex(/^(@[\w.-]+\/)?[\w.-]+\/?$/),
    z.string().min(1).max(100),
  )
  .refine((r) => Object.keys(r).length <= 100, 'at most 100 shared libraries');

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
  /** Each page's first reads (first-reads.ts): named in its HTML, for a caller its guard lets in, beside its files. */
  reads: z
    .record(routePathPatternSchema, z.array(firstReadSchema).max(MAX_FIRST_READS))
    .optional()
    .catch(undefined),
  /** For each page with reads, the query parameters of its URL that change them: with any of those, none is named. */
  readsVaryBy: z.record(routePathPatternSchema, readsVaryBySchema).optional().catch(undefined),
  /** The content-addressed copy of remoteEntry.js (`remoteEntry.0a1b2c3d4e.js`): the entry of this release. */
  entry: remoteScriptFileSchema.optional(),
  /** That entry's integrity, computed by the build from the file it emitted. */
  integrity: entryIntegritySchema.optional(),
  /** The ranges its build declared for the shared libraries. */
  requires: sharedRequirementsSchema.optional(),
});
export type RemotePathsFile = z.infer<typeof remotePathsFileSchema>;

/**
 * One remote in the manifest: its entry (URL of remoteEntry.js, absolute or page-relative), its paths, the
 * entry's integrity (the shell loads no entry without a matching one when it is given) and the shared-library
 * ranges it was built for (checked by the shell before any of its code runs).
 */
export const mfeManifestRemoteSchema = z.object({
  entry: z.string().min(1).max(2000),
  paths: pathList,
  integrity: entryIntegritySchema.optional(),
  requires: sharedRequirementsSchema.optional(),
});
export type MfeManifestRemote = z.infer<typeof mfeManifestRemoteSchema>;

/**
 * The installation's own outside addresses, from the gateway's configuration (HOME_SITE_URL, SUPPORT_EMAIL). Each
 * is absent when not configured, and then nothing links to it: no page points at a site or a mailbox that does not
 * exist.
 */
export const siteLinksSchema = z.object({
  /** The organisation's home site (the sign-in and community menus' "Home"). */
  homeSiteUrl: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .max(2000)
    .optional(),
  /** Where people write for help: support, privacy and moderation questions. */
  supportEmail: z.email({ error: 'must be an email address' }).max(254).optional(),
});
export type SiteLinks = z.infer<typeof siteLinksSchema>;

export const mfeManifestSchema = z.object({
  remotes: z.record(remoteNameSchema, mfeManifestRemoteSchema),
  site: siteLinksSchema.optional(),
});
export type MfeManifest = z.infer<typeof mfeManifestSchema>;

/**
 * Reads a manifest remote by remote, so that one malformed entry costs only that remote (its pages show the
 * "unavailable" or 404 page) and never the whole front end. `rejected` names what was left out, for the log.
 */
export function parseMfeManifest(body: unknown): { manifest: MfeManifest; rejected: string[] } {
  const remotes: MfeManifest['remotes'] = {};
  const rejected: string[] = [];
  const listed = z
    .object({ remotes: z.record(z.string(), z.unknown()), site: z.unknown().optional() })
    .safeParse(body);
  if (!listed.success) return { manifest: { remotes }, rejected: ['(manifest)'] };
  for (const [name, value] of Object.entries(listed.data.remotes)) {
    const remote = mfeManifestRemoteSchema.safeParse(value);
    if (remoteNameSchema.safeParse(name).success && remote.success) remotes[name] = remote.data;
    else rejected.push(name);
  }
  if (listed.data.site === undefined) return { manifest: { remotes }, rejected };
  // A malformed address costs only its own link (it is not shown), never the other one or the remotes.
  const given = z.record(z.string(), z.unknown()).safeParse(listed.data.site);
  const site: SiteLinks = {};
  for (const key of Object.keys(siteLinksSchema.shape) as Array<keyof SiteLinks>) {
    const value = given.success ? given.data[key] : undefined;
    if (value === undefined) continue;
    const checked = siteLinksSchema.shape[key].safeParse(value);
    if (checked.success && checked.data !== undefined) site[key] = checked.data;
    else rejected.push(`(site.${key})`);
  }
  if (!given.success) rejected.push('(site)');
  return { manifest: { remotes, site }, rejected };
}
