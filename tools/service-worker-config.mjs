// The shell's service worker: a second rspack compilation that runs after the shell's (it needs the shell's
// files to list them), then Workbox's injectManifest writes the precache list into it. (workbox-webpack-plugin's
// InjectManifest does not run under rspack 2: it drives webpack's own EntryPlugin on a child compiler.)
import path from 'node:path';
import { injectManifest } from 'workbox-build';

/** Runs workbox-build's injectManifest on the emitted sw.js, over the shell's dist folder. */
class InjectPrecacheManifestPlugin {
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('CanopyInjectPrecacheManifest', async (compilation) => {
      const dist = compiler.options.output.path;
      const swFile = path.join(dist, this.options.filename);
      const { count, size, warnings } = await injectManifest({
        swSrc: swFile,
        swDest: swFile,
        globDirectory: dist,
        globPatterns: this.options.globPatterns,
        globIgnores: this.options.globIgnores,
        // Content-addressed names change with their content: no revision query needed.
        dontCacheBustURLsMatching: /[.-][0-9a-f]{8,}\./,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      });
      for (const warning of warnings) compilation.warnings.push(new Error(`[workbox] ${warning}`));
      console.log(
        `[workbox] ${this.options.filename}: ${count} files precached (${Math.round(size / 1024)} KB)`,
      );
    });
  }
}

/**
 * @param {object} o
 * @param {string} o.dir         the shell's directory
 * @param {string} o.entry       the service worker's source (relative to dir)
 * @param {string} o.dependsOn   the name of the shell's compilation (its files are listed once it is done)
 * @param {string} o.mode
 */
export function serviceWorkerConfig({ dir, entry, dependsOn, mode }) {
  return {
    name: 'service-worker',
    dependencies: [dependsOn],
    mode,
    context: dir,
    entry: { sw: entry },
    target: ['webworker', 'es2020'],
    devtool: false,
    output: {
      path: path.join(dir, 'dist'),
      filename: 'sw.js',
      // The shell's compilation owns (and cleans) dist/.
      clean: false,
      publicPath: '/',
    },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]s$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } },
          type: 'javascript/auto',
        },
      ],
    },
    // One file: a service worker cannot load chunks.
    optimization: { splitChunks: false, runtimeChunk: false },
    plugins: [
      new InjectPrecacheManifestPlugin({
        filename: 'sw.js',
        // What every page needs to start: the shell's code, index.html, the web app manifest and icons. Not
        // source maps, precompressed copies, the bundle statistics, nor the service worker itself.
        globPatterns: ['**/*.{js,html,webmanifest,png,svg,woff2}'],
        globIgnores: ['sw.js', '**/*.map', '**/.*'],
      }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
