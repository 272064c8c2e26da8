// A remote publishes the page paths it owns beside its remoteEntry.js, so the gateway's /mfe-manifest.json can
// tell the shell at run time (a new page needs no shell rebuild). The list comes from the remote's own plain
// module (src/paths.ts: `export const pages = { '/courses': { page: './pages/CataloguePage', guard: 'public' } }`),
// which its routes.tsx maps to pages: one list. With each path go its guard and the files its page needs from this
// remote (the chunks of './routes' and of the page module), so that the gateway can name them in the page's HTML to
// those the guard lets in, and the browser fetches them beside the shell's instead of one after another as the code
// discovers them. A page may also declare its first reads (`reads: ['/api/courses/:id']`, first-reads.ts in
// @canopy/contracts), which the shell then sends as its code starts, and the query parameters of its URL that
// change them (`readsVaryBy: ['page']`: with any of them in the URL, none is named).
import { build } from 'esbuild';
import { rspack } from '@rspack/core';

/** Same name as REMOTE_PATHS_FILE in @canopy/contracts (this build script cannot import TypeScript). */
export const REMOTE_PATHS_FILE = 'canopy-routes.json';

// The shape @canopy/contracts' routePathPatternSchema accepts; the gateway validates again with the schema itself.
const SEGMENT = String.raw`:?[\w.~-]+\??`;
const PATH_PATTERN = new RegExp(String.raw`^/(?:(?:${SEGMENT})(?:/${SEGMENT})*(?:/\*)?|\*)?$`);
const PAGE_MODULE = /^\.\/[\w./-]+$/;
// firstReadSchema of @canopy/contracts (first-reads.ts): an API path whose segments are words or the page's `:params`,
// then optionally a fixed query string; readsVaryBySchema: query parameter names.
const QUERY_PAIR = String.raw`[\w.~-]+=[\w.~,-]*`;
const FIRST_READ = new RegExp(
  String.raw`^/api(?:/(?::[\w-]+|[\w~-][\w.~-]*))+(?:\?${QUERY_PAIR}(?:&${QUERY_PAIR})*)?$`,
);
const QUERY_NAME = /^[\w.~-]{1,40}$/;
const MAX_FIRST_READS = 10;
const paramsOf = (path) =>
  path
    .split('/')
    .filter((s) => s.startsWith(':'))
    .map((s) => s.slice(1).replace(/\?$/, ''));
// routeGuardNames of @canopy/contracts.
const GUARDS = ['public', 'user', 'home', 'admin', 'educator', 'guest'];

/**
 * Evaluates the paths module and returns its `pages` export ({ path: { page, guard } }). esbuild bundles it to one
 * ES module in memory (it may import other plain modules; TypeScript is stripped), which Node then imports from a
 * data: URL.
 */
export async function readRemotePages(file) {
  const out = await build({
    entryPoints: [file],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  });
  const code = out.outputFiles[0].text;
  const mod = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  const { pages } = mod;
  if (!pages || typeof pages !== 'object' || Object.keys(pages).length === 0) {
    throw new Error(
      `${file} must export a non-empty \`pages\` object: { '/path': { page: './pages/SomePage', guard: 'public' } }`,
    );
  }
  const paths = Object.keys(pages);
  const wrong = paths.filter((p) => !PATH_PATTERN.test(p));
  if (wrong.length) throw new Error(`${file}: not react-router path patterns: ${JSON.stringify(wrong)}`);
  const wrongPages = Object.entries(pages).filter(
    ([, p]) => typeof p?.page !== 'string' || !PAGE_MODULE.test(p.page) || !GUARDS.includes(p?.guard),
  );
  if (wrongPages.length) {
    throw new Error(
      `${file}: each path needs a relative page module and one of the guards ${GUARDS.join(', ')}: ` +
        JSON.stringify(Object.fromEntries(wrongPages)),
    );
  }
  const wrongReads = Object.entries(pages).filter(
    ([path, p]) => !readsFit(path, p.reads) || !varyByFits(p.reads, p.readsVaryBy),
  );
  if (wrongReads.length) {
    throw new Error(
      `${file}: a page's \`reads\` are at most ${MAX_FIRST_READS} API paths (/api/...) whose :params are the ` +
        `page's own (a query string fixed), on a path with no optional segment or splat; its \`readsVaryBy\`, ` +
        `beside reads only, names query parameters: ${JSON.stringify(Object.fromEntries(wrongReads))}`,
    );
  }
  return Object.fromEntries(
    Object.entries(pages).map(([path, p]) => [
      path,
      {
        page: p.page,
        guard: p.guard,
        ...(p.reads ? { reads: [...p.reads] } : {}),
        ...(p.readsVaryBy ? { readsVaryBy: [...p.readsVaryBy] } : {}),
      },
    ]),
  );
}

/** Whether the query parameters a page's reads vary by (if any) are names, declared beside reads. */
function varyByFits(reads, varyBy) {
  if (varyBy === undefined) return true;
  return (
    reads !== undefined &&
    Array.isArray(varyBy) &&
    varyBy.length <= 20 &&
    varyBy.every((name) => typeof name === 'string' && QUERY_NAME.test(name))
  );
}

/** Whether a page's declared first reads (if any) are API paths filled only from the page's own parameters. */
function readsFit(path, reads) {
  if (reads === undefined) return true;
  if (!Array.isArray(reads) || reads.length > MAX_FIRST_READS || /[?*]/.test(path)) return false;
  const own = new Set(paramsOf(path));
  return reads.every(
    (r) => typeof r === 'string' && FIRST_READ.test(r) && paramsOf(r.split('?')[0]).every((p) => own.has(p)),
  );
}

/** The paths the module declares, in its order. */
export async function readRemotePaths(file) {
  return Object.keys(await readRemotePages(file));
}

const jsFiles = (group) => group.chunks.flatMap((c) => [...c.files].filter((f) => f.endsWith('.js')));

/** Whether a module is `file`, or holds it (a module concatenated with others keeps them in `modules`). */
const isOrHolds = (module, file) =>
  module?.resource === file || (module?.modules ?? []).some((inner) => inner.resource === file);

/**
 * For each path, the JavaScript files of this build its page needs: those of the exposed module (the container's
 * async block for `exposed`) and those of the page module's lazy import in that module. A page the exposed module
 * does not import lazily itself (a route list built from another) gets none, with a warning: a hint is lost, not
 * the page. (Each remote's test/paths.test.ts holds its routes to the list.)
 */
function pageFiles(compilation, exposed, pages) {
  const groups = compilation.chunkGroups;
  const chunkGraph = compilation.chunkGraph;
  const holdsExposed = (g) =>
    g.chunks.some((c) => chunkGraph.getChunkModules(c).some((m) => isOrHolds(m, exposed)));
  const exposedGroup = groups.find(
    (g) =>
      g.origins.some((o) => String(o.module?.identifier?.() ?? '').startsWith('container entry')) &&
      holdsExposed(g),
  );
  if (!exposedGroup) return { preload: {}, missing: Object.keys(pages) };
  const base = jsFiles(exposedGroup);
  const preload = {};
  const missing = [];
  for (const [path, { page }] of Object.entries(pages)) {
    const group = groups.find((g) =>
      g.origins.some((o) => o.request === page && isOrHolds(o.module, exposed)),
    );
    if (group) preload[path] = [...new Set([...base, ...jsFiles(group)])];
    else missing.push(`${path} (${page})`);
  }
  return { preload, missing };
}

/**
 * Emits dist/canopy-routes.json `{ "paths": [...], "guards": { path: guard }, "preload": { path: [file, ...] },
 * "reads": { path: ['/api/...', ...] }, "readsVaryBy": { path: ['page', ...] } }`;
 * a missing or malformed paths module fails the build. Emitted once the assets have their final (content-hashed)
 * names.
 */
export class RemotePathsPlugin {
  /**
   * @param {string} file     absolute path of the remote's paths module
   * @param {string} exposed  absolute path of the module exposed as './routes'
   */
  constructor(file, exposed) {
    this.file = file;
    this.exposed = exposed;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CanopyRemotePaths', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'CanopyRemotePaths', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          // `rspack serve` rebuilds when the list changes.
          compilation.fileDependencies.add(this.file);
          try {
            const pages = await readRemotePages(this.file);
            const { preload, missing } = pageFiles(compilation, this.exposed, pages);
            const guards = Object.fromEntries(Object.entries(pages).map(([path, p]) => [path, p.guard]));
            const reads = Object.fromEntries(
              Object.entries(pages).flatMap(([path, p]) => (p.reads ? [[path, p.reads]] : [])),
            );
            const readsVaryBy = Object.fromEntries(
              Object.entries(pages).flatMap(([path, p]) => (p.readsVaryBy ? [[path, p.readsVaryBy]] : [])),
            );
            if (missing.length) {
              compilation.warnings.push(
                new rspack.WebpackError(
                  `No first files published for ${missing.join(', ')}: ${this.exposed} does not import ` +
                    'these page modules lazily itself',
                ),
              );
            }
            compilation.emitAsset(
              REMOTE_PATHS_FILE,
              new rspack.sources.RawSource(
                `${JSON.stringify({ paths: Object.keys(pages), guards, preload, reads, readsVaryBy }, null, 2)}\n`,
              ),
            );
          } catch (err) {
            compilation.errors.push(
              new rspack.WebpackError(`Cannot publish the remote's paths: ${err?.message ?? err}`),
            );
          }
        },
      );
    });
  }
}

/**
 * For a remote's test: the routes whose page is not the module its paths module names ([] when they all agree).
 * Under Vitest a lazy page's loader reads `() => import("/src/pages/SomePage.tsx")`.
 */
export function pageModuleMismatches(routes, pages, loaderOf) {
  return routes.flatMap((route) => {
    const page = pages[route.path]?.page;
    const file = page?.slice('./'.length).replace(/[.]/g, '\\.');
    const source = String(loaderOf(route.Component) ?? '');
    return file && new RegExp(`["']/src/${file}\\.tsx?["']`).test(source)
      ? []
      : [`${route.path}: not ${page}`];
  });
}

/**
 * For a remote's test: the API paths a route's `prefetch` starts (each query's `queryKey[0]`), given the route's
 * parameters, to hold against the page's declared first reads. The QueryClient it is handed only records.
 */
export function readsPrefetchedBy(route, { params, search = new URLSearchParams(), user = null }) {
  const asked = [];
  const queryClient = {
    prefetchQuery: async (options) => {
      asked.push(String(options.queryKey[0]));
    },
  };
  route.prefetch?.({ params, search, queryClient, user });
  return asked;
}
