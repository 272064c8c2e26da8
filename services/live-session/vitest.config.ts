import { defineConfig } from 'vitest/config';

// Each suite starts real service instances (PGlite, and PostgreSQL when TEST_DATABASE_URL is set); run the files
// one after the other so a shared two-core machine is not swamped by several WebAssembly PostgreSQL instances.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
