// The build's chunk graph for the tools that read it (tools/bundle-report.mjs), and the preload hints of the
// shell's index.html that follow from it. Used by frontend-config.mjs for every front end.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bootstrapChunkIds, chunkGroups, sharedClosure } from './bundle-graph.mjs';

/**
 * Writes dist/.bundle-stats.json: for each chunk its files, names, the async imports that create it (origins) and
 * the shared modules it consumes. tools/bundle-report.mjs walks it to find what a page needs before it works.
 * (A dot file: the gateway's static server does not serve it.)
 */
export class BundleStatsPlugin {
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
