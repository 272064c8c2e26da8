import { defineConfig } from 'vitest/config';

/**
 * `npm run test:fuzz`: every operation of the public API document fuzzed on the whole platform (fuzz-test/), apart
 * from `npm test` because it sends thousands of requests for a few minutes. The platform runs in process on the
 * embedded PostgreSQL (nothing to build first). FUZZ_RUNS (requests per operation and caller) and FUZZ_SEED make
 * a longer or another run.
 */
export default defineConfig({
  test: {
    include: ['fuzz-test/**/*.test.ts'],
    testTimeout: 900_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
