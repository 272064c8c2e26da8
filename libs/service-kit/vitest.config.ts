import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // One embedded PostgreSQL server for the run, shared by the test files' processes and stopped at its end.
    globalSetup: ['./src/testing/postgres-global-setup.ts'],
    // Migrating a fresh database takes seconds on a busy machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
