/**
 * Browser tests against the BUILT platform, through the gateway: `npm run build` first, then `npm run e2e`.
 * The web server is the embedded launcher (gateway + services in one process, an embedded PostgreSQL in a fresh temporary data
 * folder, demo accounts and content). GATEWAY_PORT picks the port (default 3000); E2E_BASE_URL points the tests
 * at an already running platform instead (no server is started then).
 */
import { defineConfig, devices } from '@playwright/test';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = Number(process.env.GATEWAY_PORT ?? 3000);
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://localhost:${port}`;
// Made once in the main process; workers inherit it through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'canopy-e2e-'));
// Where the first own platform of the run leaves the data folder the others start from (support/own-platform.ts);
// removed when the run ends (support/global-teardown.ts).
process.env.E2E_TEMPLATE_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'canopy-e2e-template-'));

const repoRoot = path.resolve(import.meta.dirname, '..');

// A headed or debugged run (decided in the main process; its workers inherit the environment) needs a browser
// with a window.
if (['--headed', '--debug', '--ui'].some((flag) => process.argv.includes(flag)) || process.env.PWDEBUG)
  process.env.E2E_HEADED = '1';
/**
 * Which Chromium runs the tests: CHROMIUM_PATH when set; else, headless, Debian's chromium-headless-shell (the
 * same Chromium release as its browser, without the full browser's windowing and compositing); else Chromium
 * itself. The shell is what Playwright itself runs for headless tests. On this two-core machine it halved
 * Chromium's CPU on the same specs and took a fifth off the whole run (docs/PERFORMANCE.md, 2 December). The
 * few checks of what only the browser has (a site's notification permission, installability) launch Chromium
 * itself: support/full-chromium.ts.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath =
  process.env.CHROMIUM_PATH ??
  (!process.env.E2E_HEADED && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

// Specs that start a platform of their own (support/own-platform.ts) share nothing with the others, so they run in
// a second worker beside the specs on the shared platform (one at a time: they change one demo platform), and in
// both workers once those are done.
const ownPlatformSpecs = readdirSync(import.meta.dirname).filter(
  (f) =>
    f.endsWith('.spec.ts') &&
    readFileSync(path.join(import.meta.dirname, f), 'utf8').includes("from './support/own-platform'"),
);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalTeardown: './support/global-teardown.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ?? path.join(repoRoot, 'test-results'),
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // On CI the two workers, their platforms and Chromium share two cores: an axe scan of a signed-in page at two
  // widths alone took most of a minute there (29 November), so a test gets two.
  timeout: process.env.CI ? 120_000 : 60_000,
  // The same starved CI machine once took 11 s from a navigation to the page's first read (30 November): an
  // assertion there waits twice as long as here before it calls a screen missing.
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  reporter: [
    ['list'],
    [
      'html',
      { open: 'never', outputFolder: process.env.E2E_REPORT_DIR ?? path.join(repoRoot, 'playwright-report') },
    ],
  ],
  use: {
    baseURL,
    // On CI a test is traced on its retry only: a trace records a screencast of every page, and the browser's
    // compositing for it was the largest CPU user of the e2e run on two cores (30 November: two specs took 74 s
    // instead of 99–107 s, and 33 s of CPU instead of 52–58). A test that fails twice still has its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The shell's service worker would answer requests page.route() then never sees (Playwright's advice: block
    // it where requests are intercepted). offline-learning.spec.ts allows it: it tests the service worker.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'shared-platform',
      testIgnore: ownPlatformSpecs,
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'own-platform',
      testMatch: ownPlatformSpecs,
      workers: 2,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: external
    ? undefined
    : {
        command: 'node infra/launcher/dist/main.js',
        cwd: repoRoot,
        url: `${baseURL}/healthz`,
        reuseExistingServer: !process.env.CI,
        timeout: 180_000,
        // The launcher's own shutdown stops its embedded PostgreSQL (its own process group, which a SIGKILL of the
        // launcher's group would leave running until the machine stops).
        gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          ...(process.env as Record<string, string>),
          DATA_DIR: process.env.E2E_DATA_DIR,
          PORT: String(port),
          DEMO: 'true',
          LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
          // Each run signs up several fresh accounts from one address.
          RATE_LIMIT_REGISTER_PER_IP: process.env.RATE_LIMIT_REGISTER_PER_IP ?? '500',
          RATE_LIMIT_LOGIN_PER_IP: process.env.RATE_LIMIT_LOGIN_PER_IP ?? '500',
          // The installation's home site and support address, so that the pages that link them can be checked.
          HOME_SITE_URL: process.env.HOME_SITE_URL ?? 'https://www.example.org/',
          SUPPORT_EMAIL: process.env.SUPPORT_EMAIL ?? 'support@example.org',
        },
      },
});
