// Pages: the JavaScript /auth needs before it is interactive (tools/bundle-report.mjs over the built shell) and
// Lighthouse (desktop preset, Debian Chromium) on /auth, /courses, a course detail page, the enrolled view
// (signed in: the session cookie goes in extraHeaders) and /forum, on the embedded platform. A page the platform
// does not have yet (the shell answers "Page not found") is reported as not available.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { getJson, signIn } from '../canopy-api.mjs';
import { prepareEngine } from '../engines.mjs';
import { startCanopy } from '../launcher.mjs';
import { newSecrets } from './throughput.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The bundle report's total, in KB gzipped (its own budget is lifted so that it always prints). */
async function bundleReport(root) {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.join(root, 'tools', 'bundle-report.mjs')],
      {
        env: { ...process.env, BUNDLE_BUDGET_KB: '100000' },
      },
    );
    const total = /([\d.]+) KB\s+total/.exec(stdout);
    if (!total) return { error: 'no total in the bundle report output', output: stdout };
    const later = /([\d.]+) KB\s+loaded later/.exec(stdout);
    const brotli = /([\d.]+) KB\s+as served with brotli/.exec(stdout);
    return {
      kb: Number(total[1]),
      brotliKb: brotli ? Number(brotli[1]) : null,
      laterKb: later ? Number(later[1]) : null,
    };
  } catch (err) {
    return { error: (err.stderr || err.message || String(err)).trim() };
  }
}

/** Loads each page in Chromium once: does the platform have it (not the shell's 404 page, not sent to /auth)? */
async function probe(pages) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.slice(1) });
  try {
    for (const p of pages) {
      const context = await browser.newContext(p.cookie ? { extraHTTPHeaders: { cookie: p.cookie } } : {});
      const page = await context.newPage();
      try {
        await page.goto(p.url, { waitUntil: 'networkidle', timeout: 30_000 });
        p.title = await page.title();
        const finalPath = new URL(page.url()).pathname;
        p.available = !/not found/i.test(p.title) && finalPath === new URL(p.url).pathname;
        if (!p.available) p.why = `${p.title} at ${finalPath}`;
      } catch (err) {
        p.available = false;
        p.why = err.message.split('\n')[0];
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}

/** One Lighthouse run: its report, or the runtime error it ended with (such as NO_NAVSTART, a trace it lost). */
async function lighthouseOnce(p) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(
      p.url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        ...(p.cookie ? { extraHeaders: { Cookie: p.cookie } } : {}),
      },
      desktopConfig,
    );
    const lhr = result.lhr;
    return lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : { lhr };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse's figures vary from run to run (its own advice: judge the median of several runs). RUNS runs of each
 * page, the median one reported (Lighthouse's computeMedianRun, by FCP and time to interactive); a run that ends
 * in a runtime error is run again, up to twice.
 */
const RUNS = 3;
async function audit(p) {
  const reports = [];
  let lastError = null;
  for (let attempt = 0; reports.length < RUNS && attempt < RUNS + 2; attempt++) {
    const run = await lighthouseOnce(p);
    if (run.lhr) reports.push(run.lhr);
    else lastError = run.error;
  }
  const valid = filterToValidRuns(reports);
  if (!valid.length) return { error: lastError ?? 'no run with an FCP and a time to interactive' };
  const lhr = computeMedianRun(valid);
  const score = (c) => (lhr.categories[c]?.score === null ? null : Math.round(lhr.categories[c].score * 100));
  const failing = (cat) =>
    lhr.categories[cat].auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (a) => a && a.score !== null && a.score < 1 && ['binary', 'numeric'].includes(a.scoreDisplayMode),
      )
      .map((a) => a.id);
  return {
    runs: valid.length,
    performance: score('performance'),
    accessibility: score('accessibility'),
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    fcpMs: lhr.audits['first-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    bytes: lhr.audits['total-byte-weight'].numericValue,
    failingPerformance: failing('performance'),
    failingAccessibility: failing('accessibility'),
    lighthouseVersion: lhr.lighthouseVersion,
    // Lighthouse's own CPU speed probe: low values mean a slow or busy machine (scores drop with it).
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

export async function pagesScenario({ opts, root, log }) {
  const notes = [];
  const bundle = await bundleReport(root);
  if (bundle.error)
    notes.push(`JavaScript before /auth: bundle report unavailable (${bundle.error.split('\n')[0]})`);
  else
    log(
      `    JavaScript before /auth is interactive: ${bundle.kb} KB gzipped` +
        (bundle.brotliKb ? ` (${bundle.brotliKb} KB as served, brotli)` : ''),
    );

  const spec = await prepareEngine(opts, 'embedded', 'pages');
  const lighthouseRuns = [];
  try {
    const canopy = await startCanopy({ root, ...spec, secrets: newSecrets() });
    try {
      // The address a browser uses (PUBLIC_URL's default host), so CSP and cookies behave as for a person.
      const site = `http://localhost:${canopy.ports.gateway}`;
      const { cookie } = await signIn(site);
      const courseId = (await getJson(`${site}/api/courses`))[0].id;
      const enrolledId = (await getJson(`${site}/api/enrollments`, { cookie }))[0]?.courseId ?? courseId;
      const pages = [
        { name: '/auth', url: `${site}/auth` },
        { name: '/courses', url: `${site}/courses` },
        { name: 'course detail', url: `${site}/courses/${courseId}` },
        { name: 'enrolled view (signed in)', url: `${site}/courses/${enrolledId}/dashboard`, cookie },
        { name: '/forum', url: `${site}/forum` },
      ];
      await probe(pages);
      for (const p of pages) {
        const row = { name: p.name, path: new URL(p.url).pathname, available: p.available, title: p.title };
        if (!p.available) {
          notes.push(`Lighthouse ${p.name}: not available (${p.why})`);
          log(`    ${p.name}: not available (${p.why})`);
        } else {
          Object.assign(row, await audit(p).catch((err) => ({ error: err.message })));
          log(
            row.error
              ? `    ${p.name}: Lighthouse failed: ${row.error}`
              : `    ${p.name}: performance ${row.performance}, accessibility ${row.accessibility}, CLS ${row.cls.toFixed(3)}, ` +
                  `LCP ${(row.lcpMs / 1000).toFixed(2)} s, ${(row.bytes / 1024).toFixed(1)} KB (median of ${row.runs} runs)` +
                  (row.failingAccessibility.length
                    ? `; a11y audits failing: ${row.failingAccessibility.join(', ')}`
                    : ''),
          );
        }
        lighthouseRuns.push(row);
      }
    } finally {
      await canopy.stop();
    }
  } finally {
    await spec.cleanup();
  }
  return { bundle, lighthouse: lighthouseRuns, notes };
}
