import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // initdb and a server start are about a second each, more on a busy machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
