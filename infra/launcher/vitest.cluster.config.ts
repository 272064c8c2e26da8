import { defineConfig } from 'vitest/config';

/**
 * `npm run test:cluster`: the cluster on the machine's PostgreSQL, Redis and NATS (cluster-test/), apart from
 * `npm test` because it runs a dozen built processes for minutes. Needs `npm run build` first (the root script
 * builds what it runs).
 */
export default defineConfig({
  test: {
    include: ['cluster-test/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 240_000,
    // One cluster at a time: each is twelve processes on a two-core machine.
    fileParallelism: false,
  },
});
