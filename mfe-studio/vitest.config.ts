import { defineConfig } from 'vitest/config';

// On a loaded CI machine (lint, builds and other suites at once) a first render or import can take seconds, so the
// limit is generous; a wrong result still fails, only later.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    // The files share one module graph per worker (none replaces a module with vi.mock, and each cleans up what it
    // renders): importing React and the libraries again for every file was most of the suite's time (mfe-learn's
    // 28 files: 53 CPU-seconds isolated, 18 shared).
    isolate: false,
  },
});
