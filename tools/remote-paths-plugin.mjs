// A remote publishes the page paths it owns beside its remoteEntry.js, so the gateway's /mfe-manifest.json can
// tell the shell at run time (a new page needs no shell rebuild). The list comes from the remote's own plain
// module (src/paths.ts, `export const paths = [...] as const`), which its routes.tsx maps to pages: one list.
import { build } from 'esbuild';
import { rspack } from '@rspack/core';

/** Same name as REMOTE_PATHS_FILE in @canopy/contracts (this build script cannot import TypeScript). */
export const REMOTE_PATHS_FILE = 'canopy-routes.json';

// The shape @canopy/contracts' routePathPatternSchema accepts; the gateway validates again with the schema itself.
const SEGMENT = String.raw`:?[\w.~-]+\??`;
const PATH_PATTERN = new RegExp(String.raw`^/(?:(?:${SEGMENT})(?:/${SEGMENT})*(?:/\*)?|\*)?$`);

/**
 * Evaluates the paths module and returns its `paths` export. esbuild bundles it to one ES module in memory (it
 * may import other plain modules; TypeScript is stripped), which Node then imports from a data: URL.
 */
export async function readRemotePaths(file) {
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
  const { paths } = mod;
  if (!Array.isArray(paths) || paths.length === 0) {
    throw new Error(`${file} must export a non-empty \`paths\` array`);
  }
  const wrong = paths.filter((p) => typeof p !== 'string' || !PATH_PATTERN.test(p));
  if (wrong.length) throw new Error(`${file}: not react-router path patterns: ${JSON.stringify(wrong)}`);
  const twice = paths.filter((p, i) => paths.indexOf(p) !== i);
  if (twice.length) throw new Error(`${file}: listed more than once: ${JSON.stringify(twice)}`);
  return [...paths];
}

/** Emits dist/canopy-routes.json `{ "paths": [...] }`; a missing or malformed paths module fails the build. */
export class RemotePathsPlugin {
  /** @param {string} file absolute path of the remote's paths module */
  constructor(file) {
    this.file = file;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CanopyRemotePaths', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'CanopyRemotePaths', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          // `rspack serve` rebuilds when the list changes.
          compilation.fileDependencies.add(this.file);
          try {
            const paths = await readRemotePaths(this.file);
            compilation.emitAsset(
              REMOTE_PATHS_FILE,
              new rspack.sources.RawSource(`${JSON.stringify({ paths }, null, 2)}\n`),
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
