import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Initialising a PGlite data folder takes seconds, more on a busy machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
