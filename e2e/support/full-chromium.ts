import { test as base } from '@playwright/test';

/**
 * Chromium itself (not the headless shell most specs run in: playwright.config.ts), for the checks of what only
 * the full browser does: a site's notification permission (the shell answers `denied` whatever the context was
 * granted) and Chromium's installability check. E2E_FULL_CHROMIUM overrides the path.
 */
export const FULL_CHROMIUM = process.env.E2E_FULL_CHROMIUM ?? '/usr/bin/chromium';

/** `test` whose worker's browser is Chromium itself, with the config's other launch options. */
export const test = base.extend<object, object>({
  launchOptions: [
    async ({ launchOptions }, use) => {
      await use({ ...launchOptions, executablePath: FULL_CHROMIUM });
    },
    { scope: 'worker' },
  ],
});
