import { configDefaults, defineConfig } from 'vitest/config';

// Files that replace modules (vi.mock) or stand in a service worker's globals and IndexedDB: a mock cannot take
// once another file in the same worker has imported the real module, so these keep a module graph of their own.
const isolated = [
  'test/actionQueue.test.ts',
  'test/offlineBanner.test.tsx',
  'test/useReplayWhileWaiting.test.tsx',
  'test/warmRemotesOnIntent.test.ts',
];

// Page tests render real forms (react-hook-form + zod): on a loaded CI machine the first render alone can take
// seconds, so waits are generous; a wrong page still fails, only later.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    projects: [
      // The rest share one module graph per worker: importing React, the router and the kit again for every file
      // was most of the suite's time (each file cleans up what it renders).
      {
        extends: true,
        test: { name: 'shared', isolate: false, exclude: [...configDefaults.exclude, ...isolated] },
      },
      { extends: true, test: { name: 'isolated', include: isolated } },
    ],
  },
});
