import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // A PGlite data folder takes seconds to initialise; argon2 is deliberately slow.
    testTimeout: 20_000,
    hookTimeout: 120_000,
    // Two cores shared with other work: one test file at a time keeps PGlite's memory peaks apart.
    fileParallelism: false,
  },
});
