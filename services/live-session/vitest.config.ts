import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// Each suite starts real service instances (on the embedded PostgreSQL, and on TEST_DATABASE_URL's server when set);
// the files run one after the other so a shared two-core machine is not swamped.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // One embedded PostgreSQL server for the run, shared by the test files' processes and stopped at its end.
    globalSetup: [
      createRequire(import.meta.url).resolve('@canopy/service-kit/testing/postgres-global-setup'),
    ],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
