#!/usr/bin/env node
// Prints the gzipped JavaScript a browser must download before /auth is interactive: the shell's initial chunks,
// the bootstrap chunk group (behind the async boundary), the /auth page's chunk group, and every shared module
// those chunks consume (as the shell provides them), followed transitively. Lazily loaded parts (the sign-in
// forms, Radix menus/dialogs/toasts, other pages, remotes) load after the page works and are listed separately.
//
// Reads shell/dist/.bundle-stats.json (written by the shell build). Exits 1 above the budget
// (BUNDLE_BUDGET_KB, default 150: the performance issue's target).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { bootstrapChunkIds, chunkGroups, sharedClosure } from './bundle-graph.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'shell', 'dist');
const statsFile = path.join(dist, '.bundle-stats.json');
const budgetKb = Number(process.env.BUNDLE_BUDGET_KB ?? 150);

if (!existsSync(statsFile)) {
  console.error(
    `bundle-report: ${path.relative(root, statsFile)} not found — build the shell first (npm run build -w @canopy/shell).`,
  );
  process.exit(1);
}

const { entrypoints, chunks } = JSON.parse(readFileSync(statsFile, 'utf8'));
const byId = new Map(chunks.map((c) => [String(c.id), c]));
const groups = chunkGroups(chunks);

const gz = new Map();
function gzSize(file) {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gz.get(file);
}

const pageAuth = chunks.find((c) => c.names.includes('page-auth'));
if (!pageAuth)
  throw new Error(
    'bundle-report: no page-auth chunk (is the /auth page still lazily loaded with that name?)',
  );
const authGroup =
  [...groups.entries()].find(
    ([, ids]) =>
      ids.has(String(pageAuth.id)) && ![...ids].some((i) => byId.get(i)?.names.includes('page-pending')),
  )?.[1] ?? new Set([String(pageAuth.id)]);

const start = [
  ...entrypoints.main.map((id) => [id, 'initial']),
  ...bootstrapChunkIds(groups).map((id) => [id, 'bootstrap']),
  ...[...authGroup].map((id) => [id, '/auth page']),
];
const { loaded, reasons } = sharedClosure(chunks, groups, start);

const rows = [];
for (const id of loaded) {
  const c = byId.get(id);
  for (const f of c.files) rows.push({ file: f, why: reasons.get(id), size: gzSize(f) });
}
rows.sort((a, b) => b.size - a.size);
const total = rows.reduce((n, r) => n + r.size, 0);
// What a browser that accepts brotli downloads: the build's .br copies (tools/precompress-plugin.mjs).
const brotli = rows.reduce((n, r) => {
  const br = path.join(dist, `${r.file}.br`);
  return n + (existsSync(br) ? statSync(br).size : r.size);
}, 0);

const later = chunks
  .filter((c) => !loaded.has(String(c.id)))
  .flatMap((c) => c.files)
  .reduce((n, f) => n + gzSize(f), 0);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('\nJavaScript needed before /auth is interactive (gzip -9):');
for (const r of rows) console.log(`  ${kb(r.size).padStart(9)}  ${r.file.padEnd(34)} ${r.why}`);
console.log(`  ${'-'.repeat(9)}`);
console.log(`  ${kb(total).padStart(9)}  total (budget ${budgetKb} KB)`);
console.log(`  ${total} bytes of ${budgetKb * 1024} (${budgetKb * 1024 - total} to spare)`);
console.log(`  ${kb(brotli).padStart(9)}  as served with brotli`);
console.log(
  `  ${kb(later).padStart(9)}  loaded later or on demand (sign-in forms, menus, dialogs, toasts, other pages)\n`,
);
if (total > budgetKb * 1024) {
  console.error(`bundle-report: /auth needs ${kb(total)} of JavaScript, over the ${budgetKb} KB budget.`);
  process.exit(1);
}
