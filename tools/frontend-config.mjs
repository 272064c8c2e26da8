// Shared rspack + Module Federation configuration for the shell (host) and every remote.
// Plain rspack CLI: each front end's rspack.config.mjs calls createFrontendConfig({...}).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import semver from 'semver';
import { BundleStatsPlugin } from './bundle-stats-plugin.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { RemotePathsPlugin } from './remote-paths-plugin.mjs';
import { remoteContainerGlobal } from './remote-container.mjs';
import { FederationManifestPlugin, REMOTE_ENTRY_FILE } from './federation-manifest-plugin.mjs';
import { SharedExportsCheckPlugin } from './shared-exports-check.mjs';

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
  // One i18next instance: the language the shell switches is the language every remote renders in.
  '@canopy/i18n',
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
 * The range a front end declares for a shared package: its package.json's range (`"@canopy/ui": "^1.0.0"`), else
 * (an exact pin, or a package it does not list, like @tanstack/query-core) `^` the installed version.
 */
function declaredRange(projectDir, name, installed) {
  const pkg = JSON.parse(readFileSync(path.join(projectDir, 'package.json'), 'utf8'));
  const range = pkg.dependencies?.[name] ?? pkg.peerDependencies?.[name];
  if (range && semver.validRange(range) && !semver.valid(range) && range !== '*') return range;
  return `^${installed}`;
}

/**
 * What a remote built for the platform asks of the shared singletons: the shell's copies, never its own (`import:
 * false` leaves no fallback in its build). The shell provides every one of them, so a remote can neither start a
 * second React nor pick another version than the one already running, whatever it was built with. Each carries
 * the range the remote needs (`requiredVersion`, from its package.json, or `overrides`), which its build publishes
 * and the shell checks before the remote's code runs.
 */
export function sharedFromHost(projectDir, overrides = {}) {
  const shared = sharedSingletons(projectDir);
  for (const key of Object.keys(shared)) {
    const { import: _own, version, ...consume } = shared[key];
    const name = key.endsWith('/') ? key.slice(0, -1) : key;
    const requiredVersion = overrides[name] ?? declaredRange(projectDir, name, version);
    shared[key] = { ...consume, requiredVersion, import: false };
  }
  return shared;
}

/**
 * Module Federation containers as webpack 5 defined them (rspack's built-in container plugins): each remote's
 * entry is a small container, which the shell loads with the runtime of @module-federation/enhanced, fetched when
 * the first remote is needed (shell/src/federation/federationRuntime.ts). The enhanced build plugin would put that
 * runtime in the shell's main.js (21 KB gzipped before /auth works) and in every remote's entry.
 */
function federationPlugin({ name, kind, exposes, shared }) {
  if (kind === 'host') return new rspack.container.ModuleFederationPluginV1({ name, shared });
  return new rspack.container.ModuleFederationPluginV1({
    name,
    filename: REMOTE_ENTRY_FILE,
    library: { type: 'window', name: remoteContainerGlobal(name) },
    exposes,
    shared,
  });
}

/** The real react-router build behind the curated entry (production build for production bundles). */
function reactRouterImpl(projectDir, isProd) {
  const pkg = path.dirname(findPackageJson(projectDir, 'react-router'));
  return path.join(pkg, 'dist', isProd ? 'production' : 'development', 'index.mjs');
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
 * @param {Record<string,string>} [o.requiredVersions]  remotes: ranges of shared packages that replace those of
 *                                 package.json (`{ '@canopy/ui': '^2.0.0' }`: a test's incompatible build)
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
  requiredVersions,
  extend,
}) {
  return (env, argv) => {
    const mode = argv?.mode ?? process.env.NODE_ENV ?? 'production';
    const isProd = mode === 'production';
    const gateway = process.env.CANOPY_GATEWAY_URL ?? 'http://localhost:3000';
    // A remote served standalone has pages at nested paths (/courses/1/dashboard): its assets come from the root
    // there. Built, a remote resolves its own base at run time, wherever it is deployed (/remotes/{name}/, a CDN).
    const publicPath = kind === 'host' || env?.RSPACK_SERVE ? '/' : 'auto';
    // Served on its own, a remote is its own host: it brings its copies.
    const shared =
      kind === 'host' || env?.RSPACK_SERVE ? sharedSingletons(dir) : sharedFromHost(dir, requiredVersions);
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
        federationPlugin({ name, kind, exposes, shared }),
        ...(kind === 'host' && isProd ? [new BundleStatsPlugin()] : []),
        // Brotli and gzip copies of each text asset, served by the gateway instead of compressing per request.
        ...(isProd ? [new PrecompressPlugin()] : []),
        // The gateway's /mfe-manifest.json tells the shell which paths this remote owns from this file.
        ...(kind === 'remote'
          ? [
              new RemotePathsPlugin(path.resolve(dir, paths), path.resolve(dir, exposes['./routes'])),
              // mf-manifest.json, and the entry's integrity and shared ranges in the paths file.
              new FederationManifestPlugin({ name, dir, exposes, shared }),
              // A remote may import from react-router only what the shell's shared module exports.
              new SharedExportsCheckPlugin({ dir, exposes, curated: CURATED }),
            ]
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
