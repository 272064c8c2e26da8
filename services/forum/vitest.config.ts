import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// Each suite starts real service instances (on the embedded PostgreSQL, and on TEST_DATABASE_URL's server when set);
// the files run one after the other so a shared two-core machine is not swamped.
export default defineConfig({
  test: {
    // The test files share one module graph (each test starts its own service, database and servers, so there is
    // no state to leak): importing it again for every file was a third of the course service's run (82 of 270 s
    // on CI, 1 December).
    isolate: false,
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
