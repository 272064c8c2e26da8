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
    // argon2 is deliberately slow. Generous on a loaded CI machine; a hang still fails.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores shared with other work: one test file at a time.
    fileParallelism: false,
  },
});
