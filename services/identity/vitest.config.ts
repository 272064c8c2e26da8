import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // A PGlite data folder takes seconds to initialise (the create-admin command opens its own, with migrations);
    // argon2 is deliberately slow. Generous on a loaded CI machine; a hang still fails.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores shared with other work: one test file at a time keeps PGlite's memory peaks apart.
    fileParallelism: false,
  },
});
