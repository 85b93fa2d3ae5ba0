import { defineConfig } from 'vitest/config';

/** The architecture checker and the walls of the real tree (docs/architecture.json). */
export default defineConfig({
  test: { name: 'architecture', environment: 'node', include: ['*.test.ts'], sequence: { groupOrder: 0 } },
});
