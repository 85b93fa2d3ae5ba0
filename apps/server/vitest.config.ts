import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 90_000,
    // expect.poll gives up after 1 s by default: too short on a loaded machine.
    expect: { poll: { timeout: 30_000 } },
    hookTimeout: 180_000,
    // PGlite is one WASM process per test file; two files at once suit two cores.
    maxWorkers: 2,
    sequence: { groupOrder: 1 },
  },
});
