import { defineConfig } from 'vitest/config';

/** One Vitest run, five projects; `npm test` (scripts/test.mjs) runs it and prints the totals. */
export default defineConfig({
  test: {
    projects: ['scripts/architecture', 'packages/shared', 'apps/server', 'apps/web', 'e2e'],
  },
});
