import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The test files share one module graph (each test starts its own service, database and servers, so there is
    // no state to leak): importing it again for every file was a third of the course service's run (82 of 270 s
    // on CI, 1 December).
    isolate: false,
    include: ['test/**/*.test.ts'],
    testTimeout: 15_000,
    hookTimeout: 30_000,
    // Timing assertions (503 within 2 s) stay meaningful on a shared two-core machine: one file at a time.
    fileParallelism: false,
  },
});
