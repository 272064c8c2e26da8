import { defineConfig } from '@playwright/test';
export default defineConfig({
  testDir: '../../e2e',
  testMatch: /learner-journey\.spec\.ts/,
  outputDir: '/tmp/learn-dev/pw-results',
  timeout: 120_000,
  workers: 1,
  reporter: 'list',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:3100',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
