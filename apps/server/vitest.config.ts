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
    // Files share their worker's modules instead of loading the app again for each file: loading
    // took ≈ 9 s of a loaded core per file, more than most files' tests (ADR 0006). Each file still
    // builds its own app and database (test/test-app.ts), so no state crosses files that way; a
    // file that replaces a module with vi.mock loads the app again itself (signup.test.ts).
    isolate: false,
    sequence: { groupOrder: 1 },
  },
});
