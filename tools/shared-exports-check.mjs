// A remote consumes react-router from the shell (`import: false`), and the shell shares a curated entry of it
// (tools/federation/react-router.js). rspack cannot tell at build time that a remote imports a name that entry
// lacks: the import compiles, and the page breaks in the browser (`undefined is not a function`). This check
// bundles the remote's exposed modules with esbuild, react-router resolved to the curated entry and every other
// package left out, and fails the build on an import the curated entry does not export.
import path from 'node:path';
import { build } from 'esbuild';
import { rspack } from '@rspack/core';

// Files a front end imports for their URL: nothing to check inside them.
const ASSETS = ['.png', '.jpg', '.jpeg', '.gif', '.svg', '.webp', '.avif', '.woff', '.woff2', '.css'];

/**
 * The imports of `entries` (and the modules they reach) that `curated` packages do not export, as esbuild words
 * them; [] when there are none.
 * @param {string[]} entries  absolute paths of the exposed modules
 * @param {Record<string,string>} curated  package -> the curated module the shell shares for it
 */
export async function missingSharedExports(entries, curated) {
  const packages = Object.keys(curated);
  try {
    await build({
      entryPoints: entries,
      bundle: true,
      write: false,
      outdir: 'out',
      format: 'esm',
      platform: 'browser',
      jsx: 'automatic',
      logLevel: 'silent',
      loader: Object.fromEntries(ASSETS.map((ext) => [ext, 'empty'])),
      plugins: [
        {
          name: 'shared-from-the-shell',
          setup(b) {
            b.onResolve({ filter: /^[^./]/ }, (args) =>
              packages.includes(args.path)
                ? { path: curated[args.path] }
                : { path: args.path, external: true },
            );
          },
        },
      ],
    });
    return [];
  } catch (err) {
    const errors = err?.errors ?? [{ text: String(err?.message ?? err) }];
    return errors.map((e) => (e.location ? `${e.location.file}: ${e.text}` : e.text));
  }
}

export class SharedExportsCheckPlugin {
  /**
   * @param {object} o
   * @param {string} o.dir  the remote's project directory
   * @param {Record<string,string>} o.exposes  { './routes': './src/routes.tsx' }
   * @param {Record<string,string>} o.curated  package -> curated module
   */
  constructor({ dir, exposes, curated }) {
    this.entries = Object.values(exposes).map((f) => path.resolve(dir, f));
    this.curated = curated;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CanopySharedExportsCheck', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'CanopySharedExportsCheck', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const problems = await missingSharedExports(this.entries, this.curated);
          for (const problem of problems) {
            compilation.errors.push(
              new rspack.WebpackError(
                `${problem}\nThe shell shares only what tools/federation/react-router.js exports: add the ` +
                  'export there (and rebuild the shell), or do without it.',
              ),
            );
          }
        },
      );
    });
  }
}
