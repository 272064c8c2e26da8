#!/usr/bin/env node
// Prints the gzipped JavaScript a browser must download before /auth is interactive: the shell's initial chunks,
// the bootstrap chunk group (behind the async boundary), the /auth page's chunk group, and every shared module
// those chunks consume (as the shell provides them), followed transitively. Lazily loaded parts (the sign-in
// forms, Radix menus/dialogs/toasts, other pages, remotes) load after the page works and are listed separately.
//
// Reads shell/dist/.bundle-stats.json (written by the shell build). Exits 1 above the budget
// (BUNDLE_BUDGET_KB, default 200).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'shell', 'dist');
const statsFile = path.join(dist, '.bundle-stats.json');
const budgetKb = Number(process.env.BUNDLE_BUDGET_KB ?? 200);

if (!existsSync(statsFile)) {
  console.error(
    `bundle-report: ${path.relative(root, statsFile)} not found — build the shell first (npm run build -w @canopy/shell).`,
  );
  process.exit(1);
}

const { entrypoints, chunks } = JSON.parse(readFileSync(statsFile, 'utf8'));
const byId = new Map(chunks.map((c) => [String(c.id), c]));
const groups = new Map(); // origin -> chunk ids
for (const c of chunks) {
  for (const o of c.origins) {
    const provide = /^provide shared module \([^)]*\) (.+?)@/.exec(o);
    const key = provide ? `provide:${provide[1]}` : o;
    if (!groups.has(key)) groups.set(key, new Set());
    groups.get(key).add(String(c.id));
  }
}

function groupOf(predicate, what) {
  const key = [...groups.keys()].find(predicate);
  if (!key) throw new Error(`bundle-report: no chunk group for ${what}`);
  return [...groups.get(key)];
}

const gz = new Map();
function gzSize(file) {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gz.get(file);
}

/** Loads chunks and, transitively, the shared modules they consume (each served by the shell's own copy). */
function closure(start) {
  const loaded = new Set();
  const reasons = new Map();
  const queue = start.map(([id, why]) => [String(id), why]);
  while (queue.length) {
    const [id, why] = queue.shift();
    if (loaded.has(id)) continue;
    const chunk = byId.get(id);
    if (!chunk) continue;
    loaded.add(id);
    reasons.set(id, why);
    for (const key of chunk.consumes) {
      const provided = groups.get(`provide:${key}`);
      if (!provided) continue;
      for (const pid of provided) queue.push([pid, `shared ${key}`]);
    }
  }
  return { loaded, reasons };
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
  ...groupOf((k) => k.endsWith('-> ./bootstrap'), 'the bootstrap import').map((id) => [id, 'bootstrap']),
  ...[...authGroup].map((id) => [id, '/auth page']),
];
const { loaded, reasons } = closure(start);

const rows = [];
for (const id of loaded) {
  const c = byId.get(id);
  for (const f of c.files) rows.push({ file: f, why: reasons.get(id), size: gzSize(f) });
}
rows.sort((a, b) => b.size - a.size);
const total = rows.reduce((n, r) => n + r.size, 0);

const later = chunks
  .filter((c) => !loaded.has(String(c.id)))
  .flatMap((c) => c.files)
  .reduce((n, f) => n + gzSize(f), 0);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('\nJavaScript needed before /auth is interactive (gzip -9):');
for (const r of rows) console.log(`  ${kb(r.size).padStart(9)}  ${r.file.padEnd(34)} ${r.why}`);
console.log(`  ${'-'.repeat(9)}`);
console.log(`  ${kb(total).padStart(9)}  total (budget ${budgetKb} KB)`);
console.log(
  `  ${kb(later).padStart(9)}  loaded later or on demand (sign-in forms, menus, dialogs, toasts, other pages)\n`,
);
if (total > budgetKb * 1024) {
  console.error(`bundle-report: /auth needs ${kb(total)} of JavaScript, over the ${budgetKb} KB budget.`);
  process.exit(1);
}
