import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Real services on PGlite: a data folder takes seconds to initialise and argon2 is deliberately slow.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two shared cores: one file at a time keeps PGlite's memory peaks apart and timings honest.
    fileParallelism: false,
  },
});
