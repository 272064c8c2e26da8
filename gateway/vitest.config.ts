import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 15_000,
    hookTimeout: 30_000,
    // Timing assertions (503 within 2 s) stay meaningful on a shared two-core machine: one file at a time.
    fileParallelism: false,
  },
});
