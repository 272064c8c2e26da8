// Shared rspack + Module Federation configuration for the shell (host) and every remote.
// Plain rspack CLI: each front end's rspack.config.mjs calls createFrontendConfig({...}).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { bootstrapChunkIds, chunkGroups, sharedClosure } from './bundle-graph.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { RemotePathsPlugin } from './remote-paths-plugin.mjs';
import { remoteContainerGlobal } from './remote-container.mjs';

/**
 * One copy of each of these in the browser: one React, one router, one QueryClient, one theme, one auth context.
 * Not @canopy/contracts nor zod: stateless, and a shared module is provided whole (zod with every locale is 72 KB
 * gzipped; ~500 contract schemas are built before a page renders). Each front end bundles the parts it uses.
 */
export const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  '@tanstack/query-core',
  'styled-components',
  '@canopy/ui',
  '@canopy/auth',
  '@canopy/api-client',
  '@canopy/realtime',
];

// Walks up node_modules folders like Node does (package.json is not always in a package's "exports").
function findPackageJson(fromDir, name) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`Cannot find ${name} from ${fromDir}`);
  }
}

/**
 * Packages provided through a curated entry instead of their full one (a shared module cannot be tree-shaken):
 * see tools/federation/react-router.js.
 */
const CURATED = {
  'react-router': path.join(import.meta.dirname, 'federation', 'react-router.js'),
  'react-router-dom': path.join(import.meta.dirname, 'federation', 'react-router-dom.js'),
};

/** `shared` config with versions read from the installed packages' package.json. */
export function sharedSingletons(projectDir) {
  const shared = {};
  for (const key of SINGLETONS) {
    const name = key.endsWith('/') ? key.slice(0, -1) : key;
    const { version } = JSON.parse(readFileSync(findPackageJson(projectDir, name), 'utf8'));
    shared[key] = { singleton: true, requiredVersion: `^${version}`, version, strictVersion: false };
    if (CURATED[key]) Object.assign(shared[key], { import: CURATED[key], shareKey: key });
  }
  return shared;
}

/**
 * What a remote built for the platform asks of the shared singletons: the shell's copies, never its own (`import:
 * false` leaves no fallback in its build). The shell provides every one of them, so a remote can neither start a
 * second React nor pick another version than the one already running, whatever it was built with.
 */
export function sharedFromHost(projectDir) {
  const shared = sharedSingletons(projectDir);
  for (const key of Object.keys(shared)) {
    const { import: _own, version: _version, ...consume } = shared[key];
    shared[key] = { ...consume, import: false };
  }
  return shared;
}

/**
 * Module Federation as webpack 5 defined it (rspack's built-in container plugins): each remote's entry is a small
 * container that the shell initialises with its share scope and asks for an exposed module. The federation runtime
 * of @module-federation/enhanced (manifests, snapshots, preloading, runtime plugins) was 21 KB gzipped of the
 * shell's main.js, downloaded and run before any page, for what a 60-line loader does here
 * (shell/src/federation/loadRemoteModule.ts).
 */
function federationPlugin({ dir, name, kind, exposes, standalone }) {
  if (kind === 'host')
    return new rspack.container.ModuleFederationPluginV1({ name, shared: sharedSingletons(dir) });
  return new rspack.container.ModuleFederationPluginV1({
    name,
    filename: 'remoteEntry.js',
    library: { type: 'window', name: remoteContainerGlobal(name) },
    exposes,
    // Served on its own, a remote is its own host: it brings its copies.
    shared: standalone ? sharedSingletons(dir) : sharedFromHost(dir),
  });
}

/** The real react-router build behind the curated entry (production build for production bundles). */
function reactRouterImpl(projectDir, isProd) {
  const pkg = path.dirname(findPackageJson(projectDir, 'react-router'));
  return path.join(pkg, 'dist', isProd ? 'production' : 'development', 'index.mjs');
}

/**
 * Writes dist/.bundle-stats.json: for each chunk its files, names, the async imports that create it (origins) and
 * the shared modules it consumes. tools/bundle-report.mjs walks it to find what a page needs before it works.
 * (A dot file: the gateway's static server does not serve it.)
 */
class BundleStatsPlugin {
  apply(compiler) {
    compiler.hooks.done.tap('CanopyBundleStats', (stats) => {
      const json = stats.toJson({
        all: false,
        chunks: true,
        chunkOrigins: true,
        modules: true,
        modulesSpace: Infinity,
        entrypoints: true,
        ids: true,
      });
      // Which shared modules each chunk consumes (a consume module sits in the chunks that need it).
      const consumes = new Map();
      for (const m of json.modules ?? []) {
        const key = /^consume shared module \([^)]*\) (.+?)@/.exec(String(m.name ?? m.identifier ?? ''))?.[1];
        if (!key) continue;
        for (const id of m.chunks ?? []) consumes.set(String(id), [...(consumes.get(String(id)) ?? []), key]);
      }
      const chunks = json.chunks.map((c) => ({
        id: c.id,
        names: c.names,
        files: c.files.filter((f) => f.endsWith('.js')),
        initial: c.initial,
        origins: (c.origins ?? []).map((o) => `${o.moduleName ?? ''} -> ${o.request ?? ''}`),
        consumes: consumes.get(String(c.id)) ?? [],
      }));
      const out = {
        entrypoints: Object.fromEntries(Object.entries(json.entrypoints).map(([k, v]) => [k, v.chunks])),
        chunks,
      };
      const dist = compiler.options.output.path;
      writeFileSync(path.join(dist, '.bundle-stats.json'), JSON.stringify(out));
      addPreloadHints(path.join(dist, 'index.html'), out, compiler.options.output.publicPath);
    });
  }
}

/**
 * Every page needs the bootstrap chunk and the shared modules it consumes (React, the router, the theme, ...), but
 * the browser would only learn of them once main.js has run: `<link rel="preload">` in index.html fetches them
 * beside main.js instead of after it. At low priority: main.js keeps the bandwidth first and the boot screen is not
 * held up. (The /auth page's own chunk is started by src/index.ts.)
 */
function addPreloadHints(indexFile, { chunks }, publicPath) {
  const groups = chunkGroups(chunks);
  const { loaded } = sharedClosure(
    chunks,
    groups,
    bootstrapChunkIds(groups).map((id) => [id, 'bootstrap']),
  );
  const files = chunks.filter((c) => loaded.has(String(c.id)) && !c.initial).flatMap((c) => c.files);
  const links = files
    .map((f) => `<link rel="preload" as="script" fetchpriority="low" href="${publicPath}${f}">`)
    .join('');
  const html = readFileSync(indexFile, 'utf8');
  if (!html.includes('</head>')) throw new Error(`${indexFile}: no </head> to put the preload hints before`);
  writeFileSync(indexFile, html.replace('</head>', `${links}</head>`));
}

/**
 * @param {object} o
 * @param {string} o.dir            the project directory (import.meta.dirname of its rspack.config.mjs)
 * @param {string} o.name           federation name ('shell', 'forum', 'learn', 'studio', 'admin')
 * @param {'host'|'remote'} o.kind
 * @param {Record<string,string>} [o.exposes]  remotes: { './routes': './src/routes.ts', ... }
 * @param {string} [o.paths]       remotes: the plain module whose `pages` export maps the remote's page paths to
 *                                 their page modules (default './src/paths.ts'); published as dist/canopy-routes.json
 * @param {number} o.port           dev-server port
 * @param {string} [o.title]        html title
 * @param {(env: any, argv: any) => object} [o.extend]  last-minute changes to the config
 */
export function createFrontendConfig({
  dir,
  name,
  kind,
  exposes = {},
  paths = './src/paths.ts',
  port,
  title = 'Canopy',
  extend,
}) {
  return (env, argv) => {
    const mode = argv?.mode ?? process.env.NODE_ENV ?? 'production';
    const isProd = mode === 'production';
    const gateway = process.env.CANOPY_GATEWAY_URL ?? 'http://localhost:3000';
    // A remote served standalone has pages at nested paths (/courses/1/dashboard): its assets come from the root
    // there. Built, a remote resolves its own base at run time, wherever it is deployed (/remotes/{name}/, a CDN).
    const publicPath = kind === 'host' || env?.RSPACK_SERVE ? '/' : 'auto';
    const config = {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      target: ['web', 'es2020'],
      devtool: isProd ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // Hashed names: the gateway serves them `immutable`. Remotes resolve their own base at run time.
        filename: isProd ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: isProd ? '[name].[contenthash:10].js' : '[name].js',
        publicPath,
        uniqueName: `canopy_${name}`,
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
        alias: { 'canopy-react-router-impl$': reactRouterImpl(dir, isProd) },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !isProd } },
                target: 'es2020',
              },
            },
            type: 'javascript/auto',
          },
          { test: /\.(png|jpe?g|gif|svg|webp|avif|woff2?)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
        federationPlugin({ dir, name, kind, exposes, standalone: Boolean(env?.RSPACK_SERVE) }),
        ...(kind === 'host' && isProd ? [new BundleStatsPlugin()] : []),
        // Brotli and gzip copies of each text asset, served by the gateway instead of compressing per request.
        ...(isProd ? [new PrecompressPlugin()] : []),
        // The gateway's /mfe-manifest.json tells the shell which paths this remote owns from this file.
        ...(kind === 'remote'
          ? [new RemotePathsPlugin(path.resolve(dir, paths), path.resolve(dir, exposes['./routes']))]
          : []),
        new rspack.HtmlRspackPlugin({
          template: path.join(dir, 'index.html'),
          title,
          minify: isProd,
        }),
      ],
      optimization: {
        // Keep page chunks apart so a visitor only downloads what the route needs.
        splitChunks: { chunks: 'async' },
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port,
        historyApiFallback: kind === 'host' ? true : { index: '/index.html' },
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          {
            context: ['/api', '/mfe-manifest.json', '/remotes', '/ws'],
            target: gateway,
            ws: true,
            changeOrigin: false,
          },
        ],
        hot: false,
        // The dev server's own reload socket must not take /ws, which is proxied to the gateway (live sessions).
        webSocketServer: { type: 'ws', options: { path: '/__rspack-dev-ws' } },
        client: {
          overlay: { errors: true, warnings: false },
          webSocketURL: { pathname: '/__rspack-dev-ws' },
        },
      },
    };
    return extend ? extend(config, env, argv) : config;
  };
}
