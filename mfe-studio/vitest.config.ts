import { defineConfig } from 'vitest/config';

// On a loaded CI machine (lint, builds and other suites at once) a first render or import can take seconds, so the
// limit is generous; a wrong result still fails, only later.
export default defineConfig({
  test: {
    testTimeout: 30_000,
  },
});
