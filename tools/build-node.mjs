// Bundles a Node entry point with esbuild: workspace libs (@canopy/*) are compiled in from source,
// every npm dependency stays external and is resolved from node_modules at run time.
import { build } from 'esbuild';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';

// --outdir=DIR: somewhere other than dist (a test building an entry point it runs, before `npm run build`).
const args = process.argv.slice(2);
const outdir = args.find((a) => a.startsWith('--outdir='))?.slice('--outdir='.length) ?? 'dist';
const entries = args.filter((a) => !a.startsWith('--'));
if (entries.length === 0) throw new Error('usage: build-node.mjs [--outdir=DIR] <entry.ts> [...]');

const packageName = (spec) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

// The folder node would load `name` from, starting at `dir`; undefined for a built-in or a missing package.
function installedAt(name, dir) {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    const candidate = path.join(d, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return realpathSync(candidate);
    if (path.dirname(d) === d) return undefined;
  }
}
const versionAt = (dir) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version;

// A library compiled in from source was written against the copy of a package its own folder resolves; the
// bundle resolves the same import from its output folder at run time. When those are different versions (lru-cache
// 11 in a lib, lru-cache 5 hoisted at the root) the bundle builds and then fails on start — so the build refuses.
const mismatches = new Map();
const keepExternal = {
  name: 'externalise-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@canopy/')) return undefined;
      if (!args.path.startsWith('node:') && args.importer) {
        const name = packageName(args.path);
        const written = installedAt(name, path.dirname(args.importer));
        const loaded = installedAt(name, outdir);
        if (written && written !== loaded && (!loaded || versionAt(written) !== versionAt(loaded))) {
          const found = loaded ? versionAt(loaded) : 'nothing';
          mismatches.set(
            name,
            `${name}: ${path.relative(process.cwd(), args.importer)} uses ${versionAt(written)}, the bundle would load ${found}`,
          );
        }
      }
      return { path: args.path, external: true };
    });
  },
};

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
await build({
  entryPoints: entries,
  outdir,
  outbase: 'src',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [keepExternal],
  banner: { js: `// ${pkg.name} — built by tools/build-node.mjs` },
});
if (mismatches.size > 0) {
  console.error(`${pkg.name}: declare these dependencies in package.json at the version the library uses:`);
  for (const line of mismatches.values()) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`built ${entries.map((e) => path.basename(e)).join(', ')} -> ${pkg.name} ${outdir}`);
