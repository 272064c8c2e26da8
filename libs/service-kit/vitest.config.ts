import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Migrating a fresh database takes seconds on a busy machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
