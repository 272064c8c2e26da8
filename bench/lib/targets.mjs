// The targets and how each measured figure compares with its target. Targets are figures to read, not
// assertions: a missed target is printed as "missed" and never fails the run.

export const TARGETS = {
  anonymousShareOfBare: 0.75, // gateway req/s over the bare-Node limit's, same bytes
  anonymousP99Ms: 10, // at 50 connections
  signedVsMonolith: 3.0, // gateway req/s over the Express + SQL monolith's (the service reads)
  signedP99Ms: 50, // signed-in service reads through the gateway, at 50 connections
  userShareOfBare: 0.1, // GET /api/user through the gateway over the bare-Node limit's, same bytes
  gatewayP50OverDirect: 1.3, // gateway p50 over the direct service p50
  growthFactor: 2, // large data set p50 over demo data p50
  idleMb: 400, // launcher + its PostgreSQL processes, PSS summed
  freshStartS: 10,
  restartS: 4,
  jsBeforeAuthKb: 150,
  authNetworkIdleKb: 250,
  lighthousePerformance: 95,
  lighthouseAccessibility: 100,
  cls: 0.05,
  lcpS: 1.0,
};

const x = (v) => `${v.toFixed(2)}×`;
const mark = (met) => (met === null ? '' : met ? 'met' : 'MISSED');

/**
 * Adds `vs` (the comparison printed in the table) and `met` to each throughput row and answers the list of
 * target checks. Rows: { group: anonymous|signed-in, engine, endpoint, via: bare|bare-as-sent|monolith|gateway|direct,
 * rps, p50, p99 }; bare serves Canopy's body, bare-as-sent its answer with the gateway's head (shown, never a target).
 */
export function judgeThroughput(rows) {
  const checks = [];
  const find = (r, via) =>
    rows.find((o) => o.engine === r.engine && o.endpoint === r.endpoint && o.via === via);
  for (const r of rows) {
    if (r.group === 'anonymous') {
      const bare = find(r, 'bare');
      if (!bare || r.via === 'bare') continue;
      const share = r.rps / bare.rps;
      const p99 = r.p99 ?? Infinity;
      if (r.via === 'gateway') {
        r.met = share >= TARGETS.anonymousShareOfBare && p99 <= TARGETS.anonymousP99Ms;
        const asSent = find(r, 'bare-as-sent');
        r.vs =
          `${x(share)} bare (≥ ${TARGETS.anonymousShareOfBare}×), p99 ≤ ${TARGETS.anonymousP99Ms} ms: ${mark(r.met)}` +
          (asSent ? `; ${x(r.rps / asSent.rps)} bare as sent` : '');
        checks.push({
          target: `anonymous read through the gateway: ≥ ${TARGETS.anonymousShareOfBare * 100}% of bare-Node req/s, p99 ≤ ${TARGETS.anonymousP99Ms} ms at 50 connections`,
          engine: r.engine,
          what: r.endpoint,
          figure:
            `${(share * 100).toFixed(1)}% of bare, p99 ${p99.toFixed(1)} ms` +
            (asSent
              ? ` (${((100 * r.rps) / asSent.rps).toFixed(1)}% of the bare server sending its head)`
              : ''),
          met: r.met,
        });
      } else {
        r.vs = `${x(share)} bare${r.via === 'bare-as-sent' ? ': with the gateway’s head' : ''}`;
      }
    } else if (r.group === 'signed-in') {
      const mono = find(r, 'monolith');
      const direct = find(r, 'direct');
      const bare = find(r, 'bare');
      if (r.via === 'gateway' && bare) {
        // /api/user: the gateway's own answer, against the bare-Node limit serving its bytes.
        const share = r.rps / bare.rps;
        r.met = share >= TARGETS.userShareOfBare;
        r.vs =
          `${x(share)} bare (≥ ${TARGETS.userShareOfBare}×): ${mark(r.met)}` +
          (mono ? `; ${x(r.rps / mono.rps)} monolith` : '');
        checks.push({
          target: `signed-in /api/user through the gateway: ≥ ${TARGETS.userShareOfBare * 100}% of bare-Node req/s`,
          engine: r.engine,
          what: r.endpoint,
          figure: `${(share * 100).toFixed(1)}% of bare (${r.rps.toFixed(0)} vs ${bare.rps.toFixed(0)} req/s), p99 ${(r.p99 ?? Infinity).toFixed(1)} ms`,
          met: r.met,
        });
      } else if (r.via === 'gateway') {
        const vsMono = mono ? r.rps / mono.rps : null;
        const p99 = r.p99 ?? Infinity;
        const p50Ratio = direct && r.p50 !== null && direct.p50 ? r.p50 / direct.p50 : null;
        const metMono =
          vsMono === null ? null : vsMono >= TARGETS.signedVsMonolith && p99 <= TARGETS.signedP99Ms;
        const p50Applies = Boolean(direct && !direct.directPath);
        const metP50 = p50Applies ? p50Ratio !== null && p50Ratio <= TARGETS.gatewayP50OverDirect : null;
        r.met = metMono !== false && metP50 !== false;
        r.vs =
          (vsMono === null
            ? 'no monolith figure'
            : `${x(vsMono)} monolith (≥ ${TARGETS.signedVsMonolith}×), p99 ≤ ${TARGETS.signedP99Ms} ms: ${mark(metMono)}`) +
          (p50Applies && p50Ratio !== null ? `; p50 ${x(p50Ratio)} direct (≤ 1.3×): ${mark(metP50)}` : '');
        if (metMono !== null)
          checks.push({
            target: `signed-in read through the gateway: ≥ ${TARGETS.signedVsMonolith}× the Express + SQL monolith req/s, p99 ≤ ${TARGETS.signedP99Ms} ms at 50 connections`,
            engine: r.engine,
            what: r.endpoint,
            figure: `${x(vsMono)} (${r.rps.toFixed(0)} vs ${mono.rps.toFixed(0)} req/s), p99 ${p99.toFixed(1)} ms`,
            met: metMono,
          });
        if (metP50 !== null)
          checks.push({
            target: 'signed-in read: gateway p50 ≤ 1.3× direct-to-service p50',
            engine: r.engine,
            what: r.endpoint,
            figure:
              p50Ratio === null
                ? 'no latency figure'
                : `${x(p50Ratio)} (${r.p50.toFixed(2)} vs ${direct.p50.toFixed(2)} ms)`,
            met: metP50,
          });
      } else if (r.via === 'direct' && r.directPath) {
        r.vs = `identity ${r.directPath.replace(/\d+$/, '{id}')} (the gateway's refresh read)`;
      } else if (r.via === 'bare') {
        r.vs = 'the limit for the bytes of /api/user';
      } else if (r.via === 'bare-as-sent' && bare) {
        r.vs = `${x(r.rps / bare.rps)} bare: with the gateway’s head`;
      }
    }
    if (r.via === 'monolith' && r.sameBodyAsCanopy === true)
      r.vs = [r.vs, 'same JSON as Canopy'].filter(Boolean).join('; ');
    if (r.via === 'monolith' && r.sameBodyAsCanopy === false) {
      const gw = find(r, 'gateway');
      r.vs = [
        r.vs,
        `JSON differs from Canopy's at ${r.bodyDifference} (${r.bytesPerResponse} vs ${gw?.bytesPerResponse ?? '?'} bytes)`,
      ]
        .filter(Boolean)
        .join('; ');
    }
  }
  return checks;
}

/** Growth: each endpoint's large-data p50 against its demo-data p50. */
export function judgeGrowth(items) {
  const checks = [];
  for (const g of items) {
    if (!g.demo || !g.large) continue;
    g.factor = g.large.p50 / g.demo.p50;
    if (g.info) continue;
    g.met = g.factor <= TARGETS.growthFactor && g.large.errors === 0 && g.large.unexpected === 0;
    checks.push({
      target: 'growth: large data set within 2× of demo-data time (p50)',
      engine: g.engine,
      what: g.endpoint,
      figure: `${x(g.factor)} (${g.large.p50.toFixed(2)} vs ${g.demo.p50.toFixed(2)} ms)`,
      met: g.met,
    });
  }
  return checks;
}

export function judgeStartup(s) {
  const checks = [];
  const add = (what, figure, met) =>
    checks.push({
      target: 'embedded platform (launcher + its PostgreSQL): memory and start time',
      engine: 'embedded',
      what,
      figure,
      met,
    });
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  // PSS: each process's private pages plus its share of pages it shares, so shared buffers count once.
  const memory = (m) =>
    `${m.pssMb.toFixed(0)} MB PSS (${m.rssMb.toFixed(0)} MB RSS summed, ${m.processes} processes)`;
  for (const [run, label, limitS] of [
    ['fresh', 'fresh start (new data folder)', TARGETS.freshStartS],
    ['restart', 'restart (same data folder)', TARGETS.restartS],
  ]) {
    const r = s[run];
    if (!r) continue;
    add(`${label} ≤ ${limitS} s`, seconds(r.readyMs), r.readyMs / 1000 <= limitS);
    if (r.idle)
      add(
        `launcher + PostgreSQL idle after the ${run === 'fresh' ? 'start' : 'restart'} ≤ ${TARGETS.idleMb} MB`,
        memory(r.idle),
        r.idle.pssMb <= TARGETS.idleMb,
      );
  }
  return checks;
}

export function judgeLoad(l) {
  const m = l.result;
  l.met = m.errors === 0 && m.timeouts === 0 && m.unexpected === 0;
  return [
    {
      target:
        'load: 100 connections for 30 s through the gateway → 0 errors, 0 timeouts, 0 unexpected statuses',
      engine: l.engine,
      what: 'mixed (catalogue, detail, outline, enrollments, sign-in)',
      figure: `${m.errors - m.timeouts} errors, ${m.timeouts} timeouts, ${m.unexpected} unexpected of ${m.requests}`,
      met: l.met,
    },
  ];
}

export function judgeClusterLoad(c) {
  const m = c.result;
  return [
    {
      target:
        'cluster load: 100 connections for 30 s through 2 gateways, one course instance SIGKILLed halfway → ' +
        'errors only for requests in flight to it, none started more than 2 s after the kill',
      engine: 'postgres',
      what: 'mixed (catalogue, detail, outline, enrollments, sign-in)',
      figure:
        `${m.requests} requests, ${m.errors} errors ${JSON.stringify(m.failedStatuses)}, ` +
        `${m.errorsBeforeKill} before the kill, ${m.errorsAfterRecovery} after 2 s; ` +
        `p50 ${m.p50?.toFixed(1)} ms, p99 ${m.p99?.toFixed(1)} ms`,
      met: m.errorsAfterRecovery === 0,
    },
  ];
}

export function judgePages(p) {
  const checks = [];
  const target = 'pages';
  if (p.bundle?.kb !== undefined)
    checks.push({
      target,
      engine: '-',
      what: 'JavaScript before /auth is interactive ≤ 150 KB gz',
      figure: `${p.bundle.kb.toFixed(1)} KB`,
      met: p.bundle.kb <= TARGETS.jsBeforeAuthKb,
    });
  for (const page of p.lighthouse ?? []) {
    if (!page.available || page.error) continue;
    const met =
      page.performance >= TARGETS.lighthousePerformance &&
      page.accessibility >= TARGETS.lighthouseAccessibility &&
      page.cls <= TARGETS.cls &&
      page.lcpMs / 1000 <= TARGETS.lcpS;
    page.met = met;
    checks.push({
      target: 'Lighthouse desktop: performance ≥ 95, accessibility 100, CLS ≤ 0.05, LCP ≤ 1.0 s',
      engine: '-',
      what: page.name,
      figure: `perf ${page.performance}, a11y ${page.accessibility}, CLS ${page.cls.toFixed(3)}, LCP ${(page.lcpMs / 1000).toFixed(2)} s`,
      met,
    });
    if (page.name === '/auth')
      checks.push({
        target,
        engine: '-',
        what: 'everything /auth loads by network idle ≤ 250 KB',
        figure: `${(page.bytes / 1024).toFixed(1)} KB`,
        met: page.bytes / 1024 <= TARGETS.authNetworkIdleKb,
      });
  }
  return checks;
}
