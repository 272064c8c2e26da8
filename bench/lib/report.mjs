// The one table `npm run bench` prints (every measured row with its comparison against the target), the
// target summary, what could not be measured yet, and bench/results/latest.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { engineName } from './engines.mjs';

const num = (v, digits = 0) => (v === null || v === undefined || Number.isNaN(v) ? '' : v.toFixed(digits));
const ENGINE = (e) => (e === 'embedded' || e === 'postgres' ? engineName(e) : (e ?? ''));

/** Table rows for every scenario's results. */
export function tableRows(results) {
  const rows = [];
  const measured = (r, extra = {}) => ({
    engine: ENGINE(r.engine),
    group: r.group,
    what: r.endpoint,
    via: r.via,
    rps: num(r.rps),
    p50: num(r.p50, 2),
    p99: num(r.p99, 2),
    errors: r.errors === undefined ? '' : String(r.errors + r.unexpected),
    other: r.cpu ? `${r.cpu.otherCpuPct.toFixed(0)}%` : '',
    vs: r.vs ?? '',
    ...extra,
  });
  const order = { bare: 0, 'bare-as-sent': 0.5, monolith: 1, gateway: 2, direct: 3 };
  for (const t of results.throughput ?? []) {
    const sorted = [...t.rows].sort(
      (a, b) =>
        (a.group === b.group ? 0 : a.group === 'anonymous' ? -1 : 1) ||
        t.rows.indexOf(t.rows.find((r) => r.endpoint === a.endpoint)) -
          t.rows.indexOf(t.rows.find((r) => r.endpoint === b.endpoint)) ||
        order[a.via] - order[b.via],
    );
    for (const r of sorted) rows.push(measured(r));
  }
  for (const g of results.growth?.items ?? []) {
    if (g.demo)
      rows.push(
        measured({ ...g.demo, engine: g.engine, group: 'growth', endpoint: g.endpoint, via: 'demo' }),
      );
    if (g.large)
      rows.push(
        measured({
          ...g.large,
          engine: g.engine,
          group: 'growth',
          endpoint: g.endpoint,
          via: 'large',
          vs:
            g.factor === undefined
              ? ''
              : g.info
                ? `p50 ${g.factor.toFixed(2)}× demo (the whole list; the target is the page)`
                : `p50 ${g.factor.toFixed(2)}× demo (≤ 2×): ${g.met ? 'met' : 'MISSED'}`,
        }),
      );
    if (g.note)
      rows.push({ engine: ENGINE(g.engine), group: 'growth', what: g.endpoint, via: '', vs: g.note });
  }
  for (const l of results.load ?? []) {
    rows.push(
      measured({
        ...l.result,
        engine: l.engine,
        group: 'load',
        endpoint: 'mixed, 100 conn, 30 s',
        via: 'gateway',
        vs: `${l.result.errors - l.result.timeouts} errors, ${l.result.timeouts} timeouts, ${l.result.unexpected} unexpected: ${l.met ? 'met' : 'MISSED'}`,
      }),
    );
  }
  for (const q of results.quizStorm ?? []) {
    const verdict = (met) => (met ? 'met' : 'MISSED');
    for (const kind of ['open', 'submit'])
      rows.push({
        engine: ENGINE(q.engine),
        group: 'quiz storm',
        what: `${q.learners} learners: ${kind === 'open' ? `open within ${q.windows.openS} s` : `submit within ${q.windows.submitS} s`}`,
        via: 'gateway',
        rps: num(q[kind].requests / (kind === 'open' ? q.windows.openS : q.windows.submitS)),
        p50: num(q[kind].p50, 2),
        p99: num(q[kind].p99, 2),
        errors: String(q[kind].errors),
        vs: `p95 ${num(q[kind].p95, 0)} ms`,
      });
    rows.push({
      engine: ENGINE(q.engine),
      group: 'quiz storm',
      what: 'all requests; graded exactly once',
      via: 'gateway',
      errors: String(q.all.errors),
      vs:
        `p95 ${num(q.all.p95, 0)} ms (≤ 1000): ${verdict(q.met.p95)}; 0 errors: ${verdict(q.met.errors)}; ` +
        `${q.grading.rows} graded rows for ${q.grading.sent} submissions, ${q.grading.duplicates} duplicates, ` +
        `${q.grading.missing} missing, ${q.grading.misgraded} misgraded: ${verdict(q.met.grading)}`,
    });
  }
  for (const c of results.startupChecks ?? [])
    rows.push({
      engine: engineName('embedded'),
      group: 'startup',
      what: c.what,
      vs: `${c.figure}: ${c.met ? 'met' : 'MISSED'}`,
    });
  for (const c of results.pageChecks ?? [])
    rows.push({ engine: '', group: 'pages', what: c.what, vs: `${c.figure}: ${c.met ? 'met' : 'MISSED'}` });
  for (const p of results.pages?.lighthouse ?? []) {
    if (!p.available) rows.push({ group: 'pages', what: `Lighthouse ${p.name}`, vs: 'not available' });
    else if (p.error) rows.push({ group: 'pages', what: `Lighthouse ${p.name}`, vs: `failed: ${p.error}` });
  }
  return rows;
}

const COLUMNS = [
  ['engine', 'engine', 'l'],
  ['group', 'scenario', 'l'],
  ['what', 'endpoint / figure', 'l'],
  ['via', 'via', 'l'],
  ['rps', 'req/s', 'r'],
  ['p50', 'p50 ms', 'r'],
  ['p99', 'p99 ms', 'r'],
  ['errors', 'errors', 'r'],
  ['other', 'other CPU', 'r'],
  ['vs', 'against the target', 'l'],
];

export function renderTable(rows) {
  const widths = COLUMNS.map(([k, title]) =>
    Math.max(title.length, ...rows.map((r) => String(r[k] ?? '').length)),
  );
  const line = (cells) =>
    cells
      .map((c, i) => (COLUMNS[i][2] === 'r' ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  const out = [line(COLUMNS.map(([, t]) => t)), widths.map((w) => '-'.repeat(w)).join('  ')];
  let prev = '';
  for (const r of rows) {
    const key = `${r.engine}|${r.group}`;
    if (prev && key !== prev) out.push('');
    prev = key;
    out.push(line(COLUMNS.map(([k]) => r[k] ?? '')));
  }
  return out.join('\n');
}

/** The largest CPU share other processes took during any measurement, and a warning when it matters. */
export function noiseNote(rows) {
  const worst = Math.max(0, ...rows.map((r) => r.cpu?.otherCpuPct ?? 0));
  if (worst < 10) return null;
  return (
    `Note: other processes on this machine used up to ${worst.toFixed(0)}% of the CPU during a measurement ` +
    '(column "other CPU"); figures measured beside them are lower than the machine can do.'
  );
}

export function renderSummary(checks, notAvailable) {
  const out = [];
  const met = checks.filter((c) => c.met).length;
  out.push(`Targets: ${met} met, ${checks.length - met} missed (figures, not assertions).`);
  for (const c of checks.filter((c) => !c.met))
    out.push(
      `  missed  ${c.engine !== '-' ? `[${ENGINE(c.engine)}] ` : ''}${c.what}: ${c.figure} — ${c.target}`,
    );
  if (notAvailable.length) {
    out.push('Not available yet:');
    for (const n of notAvailable) out.push(`  - ${n}`);
  }
  return out.join('\n');
}

export function writeJson(file, data) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}
