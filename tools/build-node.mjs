// Bundles a Node entry point with esbuild: workspace libs (@canopy/*) are compiled in from source,
// every npm dependency stays external and is resolved from node_modules at run time.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// --outdir=DIR: somewhere other than dist (a test building an entry point it runs, before `npm run build`).
const args = process.argv.slice(2);
const outdir = args.find((a) => a.startsWith('--outdir='))?.slice('--outdir='.length) ?? 'dist';
const entries = args.filter((a) => !a.startsWith('--'));
if (entries.length === 0) throw new Error('usage: build-node.mjs [--outdir=DIR] <entry.ts> [...]');

const keepExternal = {
  name: 'externalise-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@canopy/')) return undefined;
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
console.log(`built ${entries.map((e) => path.basename(e)).join(', ')} -> ${pkg.name} ${outdir}`);
