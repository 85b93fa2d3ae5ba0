import { defineConfig } from 'vitest/config';

/**
 * The fault tests on the real cluster (issue 15): `npm run test:cluster` only, never `npm test`
 * (the root config's projects do not list this folder). One file, one cluster, one test at a time.
 */
export default defineConfig({
  test: {
    name: 'cluster',
    root: import.meta.dirname,
    environment: 'node',
    include: ['*.test.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 180_000,
    hookTimeout: 400_000,
  },
});
