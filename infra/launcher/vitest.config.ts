import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

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
    // Whole platforms start here, and argon2 is deliberately slow.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two shared cores: one file at a time keeps timings honest.
    fileParallelism: false,
  },
});
