import { defineConfig } from 'vitest/config';

/** One Vitest run, five projects; `npm test` (scripts/test.mjs) runs it and prints the totals. */
export default defineConfig({
  test: {
    projects: ['scripts/architecture', 'packages/shared', 'apps/server', 'apps/web', 'e2e'],
    // Two workers for the projects that do not set their own (architecture, shared, web: group 0).
    // Vitest's default is cores − 1, so on this 2-core machine the web project's 136 jsdom files
    // ran one at a time while a core idled (ADR 0006). Server and e2e set their own.
    maxWorkers: 2,
  },
});
