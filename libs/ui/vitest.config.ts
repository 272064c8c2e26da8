import { defineConfig } from 'vitest/config';

// Component tests render Radix parts loaded lazily (lazyPart): on a loaded CI machine the first load alone can take
// seconds, so waits are generous; a wrong component still fails, only later.
export default defineConfig({
  test: {
    testTimeout: 30_000,
  },
});
