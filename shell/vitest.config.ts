import { defineConfig } from 'vitest/config';

// Page tests render real forms (react-hook-form + zod): on a loaded CI machine the first render alone can take
// seconds, so waits are generous; a wrong page still fails, only later.
export default defineConfig({
  test: {
    testTimeout: 30_000,
  },
});
