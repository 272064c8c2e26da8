import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Axe from 'axe-core';
import type { AxeResults, RuleObject } from 'axe-core';
import type { Frame, Page } from '@playwright/test';

/**
 * axe-core run in the page itself, injected once per document (as cypress-axe and jest-axe do), every rule of its
 * release unless `rules` turns one off or on.
 *
 * Why not @axe-core/playwright's AxeBuilder: every `analyze()` evaluates axe-core's unminified 1.3 MB source in the
 * page twice (once before choosing a mode, once more when injecting every frame) and configures it twice, even
 * when the document already holds it. Measured here on 1 December with the same rules on /courses, a course page
 * and /forum: 1.1–1.5 s a scan that way against 0.5–0.75 s for the first scan of a document here and 0.25–0.55 s
 * for the next ones, with the same violations found. AxeBuilder's default mode was slower still: it also opens a
 * blank page and injects axe-core into it to merge the frames' results.
 *
 * Frames of the page's origin get axe-core too, so that `axe.run` scans them as part of the page (axe-core's
 * `<same_origin>`, what AxeBuilder allows in this mode). Other origins' frames (YouTube's players, the only ones
 * Canopy's pages hold) are not ours to audit and are left out of the scans that meet them.
 *
 * Only violations come back in full (`resultTypes`): passes and the rest carry one node each, which is all a test
 * of "no violations" needs, and keeps the answer that crosses from the browser small.
 */
const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const inject = `${source};axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`;

export interface AxeScan {
  /** A CSS selector: scan only this part of the page. */
  include?: string;
  /** A CSS selector: leave this part out. */
  exclude?: string;
  rules?: Record<string, Pick<RuleObject[string], 'enabled'>>;
}

async function ensureAxe(frame: Frame): Promise<void> {
  if (!(await frame.evaluate('typeof window.axe?.run === "function"'))) await frame.evaluate(inject);
}

export async function scanWithAxe(page: Page, scan: AxeScan = {}): Promise<AxeResults> {
  const origin = new URL(page.url()).origin;
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) await ensureAxe(frame);
    else if (frame.url().startsWith(`${origin}/`)) await ensureAxe(frame).catch(() => undefined);
  }
  const context = {
    include: scan.include ? [scan.include] : [],
    exclude: scan.exclude ? [scan.exclude] : [],
  };
  const outcome = await page.evaluate(
    ({ context, options }) =>
      (window as unknown as { axe: typeof Axe }).axe.run(context, options).then(
        (results) => ({ error: null, results }),
        (err: Error) => ({ error: err.message, results: null }),
      ),
    { context, options: { rules: scan.rules ?? {}, resultTypes: ['violations' as const] } },
  );
  if (outcome.error !== null || !outcome.results) throw new Error(`axe-core: ${outcome.error}`);
  return outcome.results;
}
