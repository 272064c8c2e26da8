// What a remote's build publishes about itself for Module Federation, beside its remoteEntry.js:
// - mf-manifest.json, Module Federation's manifest format (@module-federation/sdk's `Manifest`): its container's
//   global name and entry, what it exposes with the files each needs, and the shared packages it consumes with the
//   range it requires of each. Tooling (and the runtime's `preloadRemote`) read it.
// - remoteEntry.{hash}.js, a content-addressed copy of remoteEntry.js: a release's manifest names its own entry,
//   which (like every hashed file) stays where it is when the next release is deployed beside it. A browser, or a
//   gateway still describing the previous release, never gets one release's entry under another's name.
// - in the paths file (canopy-routes.json, which the gateway already reads): `entry`, that file's name,
//   `integrity`, its SRI hash, and `requires`, the same ranges, so that /mfe-manifest.json carries them and the
//   shell checks them before any of the remote's code runs.
// The remote is a container of rspack's built-in (webpack 5) Module Federation plugin, which emits no manifest of
// its own; @module-federation/enhanced's plugin would, at the cost of its runtime inside every remote entry.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { remoteContainerGlobal } from './remote-container.mjs';
import { REMOTE_PATHS_FILE } from './remote-paths-plugin.mjs';

export const REMOTE_ENTRY_FILE = 'remoteEntry.js';
export const MF_MANIFEST_FILE = 'mf-manifest.json';

/** `sha384-…` of a file's bytes, as a `<script integrity>` attribute takes it. */
export function sriHash(buffer) {
  return `sha384-${createHash('sha384').update(buffer).digest('base64')}`;
}

/** `{ package: range }` of a remote's shared config (one entry per package: `react/` goes with `react`). */
export function sharedRequirements(shared) {
  const out = {};
  for (const [key, config] of Object.entries(shared)) {
    if (!key.endsWith('/')) out[key] = config.requiredVersion;
  }
  return out;
}

const jsOf = (chunks) => chunks.flatMap((c) => [...c.files].filter((f) => f.endsWith('.js')));
const cssOf = (chunks) => chunks.flatMap((c) => [...c.files].filter((f) => f.endsWith('.css')));

/** The files of the chunk group the container creates for an exposed module (its async block). */
function exposedAssets(compilation, file) {
  const chunkGraph = compilation.chunkGraph;
  const holds = (m) => m?.resource === file || (m?.modules ?? []).some((inner) => inner.resource === file);
  const group = compilation.chunkGroups.find(
    (g) =>
      g.origins.some((o) => String(o.module?.identifier?.() ?? '').startsWith('container entry')) &&
      g.chunks.some((c) => chunkGraph.getChunkModules(c).some(holds)),
  );
  const chunks = group ? [...group.chunks] : [];
  const async = [
    ...new Set(
      chunks.flatMap((c) =>
        [...c.getAllAsyncChunks()].flatMap((a) => [...a.files].filter((f) => f.endsWith('.js'))),
      ),
    ),
  ];
  return {
    js: { sync: jsOf(chunks), async },
    css: { sync: cssOf(chunks), async: [] },
  };
}

export class FederationManifestPlugin {
  /**
   * @param {object} o
   * @param {string} o.name     the remote's name ('forum')
   * @param {string} o.dir      its project directory
   * @param {Record<string,string>} o.exposes  { './routes': './src/routes.tsx' }
   * @param {Record<string, {requiredVersion: string, singleton?: boolean}>} o.shared  its shared config
   */
  constructor({ name, dir, exposes, shared }) {
    this.name = name;
    this.dir = dir;
    this.exposes = exposes;
    this.shared = shared;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CanopyFederationManifest', (compilation) => {
      let addressed = null;
      compilation.hooks.processAssets.tap(
        // Once the entry is final (minified, real content hashes) and before the precompressed copies are made.
        {
          name: 'CanopyFederationManifest',
          stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1,
        },
        () => {
          const entry = compilation.getAsset(REMOTE_ENTRY_FILE);
          if (!entry) return;
          const bytes = entry.source.buffer();
          const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
          addressed = { file: REMOTE_ENTRY_FILE.replace(/\.js$/, `.${hash}.js`), integrity: sriHash(bytes) };
          compilation.emitAsset(addressed.file, new rspack.sources.RawSource(bytes), { immutable: true });
        },
      );
      compilation.hooks.processAssets.tap(
        // After the paths file (PROCESS_ASSETS_STAGE_REPORT): this adds to it.
        { name: 'CanopyFederationManifest', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        () => {
          if (!addressed) {
            compilation.errors.push(new rspack.WebpackError(`No ${REMOTE_ENTRY_FILE} to describe`));
            return;
          }
          const { file: entry, integrity } = addressed;
          const requires = sharedRequirements(this.shared);
          compilation.emitAsset(
            MF_MANIFEST_FILE,
            new rspack.sources.RawSource(this.manifest(compilation, entry)),
          );

          const paths = compilation.getAsset(REMOTE_PATHS_FILE);
          if (!paths) return; // the paths plugin reported why
          const body = JSON.parse(paths.source.source().toString());
          compilation.updateAsset(
            REMOTE_PATHS_FILE,
            new rspack.sources.RawSource(
              `${JSON.stringify({ ...body, entry, integrity, requires }, null, 2)}\n`,
            ),
          );
        },
      );
    });
  }

  manifest(compilation, entryFile) {
    const pkg = JSON.parse(readFileSync(path.join(this.dir, 'package.json'), 'utf8'));
    const globalName = remoteContainerGlobal(this.name);
    const empty = { js: { sync: [], async: [] }, css: { sync: [], async: [] } };
    const manifest = {
      id: this.name,
      name: this.name,
      metaData: {
        name: this.name,
        type: 'app',
        buildInfo: { buildVersion: pkg.version, buildName: pkg.name },
        remoteEntry: { name: entryFile, path: '', type: 'global' },
        types: { path: '', name: '', zip: '', api: '' },
        globalName,
        pluginVersion: '',
        publicPath: 'auto',
      },
      shared: Object.entries(this.shared)
        .filter(([key]) => !key.endsWith('/'))
        .map(([key, config]) => ({
          id: `${this.name}:${key}`,
          name: key,
          // Consumed only (`import: false`): the remote brings no version of its own.
          version: '',
          singleton: config.singleton === true,
          requiredVersion: config.requiredVersion,
          assets: empty,
        })),
      remotes: [],
      exposes: Object.entries(this.exposes).map(([expose, file]) => ({
        id: `${this.name}:${expose.replace(/^\.\//, '')}`,
        name: expose.replace(/^\.\//, ''),
        path: expose,
        assets: exposedAssets(compilation, path.resolve(this.dir, file)),
      })),
    };
    return `${JSON.stringify(manifest, null, 2)}\n`;
  }
}
