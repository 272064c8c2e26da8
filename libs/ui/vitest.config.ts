import { defineConfig } from 'vitest/config';

// Component tests render Radix parts loaded lazily (lazyPart): on a loaded CI machine the first load alone can take
// seconds, so waits are generous; a wrong component still fails, only later.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    // The files share one module graph per worker (none replaces a module with vi.mock, and each cleans up what it
    // renders): importing React and the libraries again for every file was most of the suite's time (mfe-learn's
    // 28 files: 53 CPU-seconds isolated, 18 shared).
    isolate: false,
  },
});
