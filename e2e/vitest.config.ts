import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './support/workers.ts';

/**
 * End-to-end journeys: Debian's Chromium (playwright-core) against the real server processes, a real
 * SMTP server and a real OpenID provider, all started once per run by `support/global-setup.ts`.
 * `E2E_WORKERS` journey files at a time (2 by default), each worker with a server and embedded
 * database of its own (support/workers.ts, support/app-server.ts).
 */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    // A journey spans both sides and a dozen pages, each looked at twice (screenshot and axe): under a
    // loaded CI machine the longest took 176 s of a 180 s limit. A hang still ends the test.
    testTimeout: 360_000,
    // expect.poll gives up after 1 s by default: too short on a loaded machine.
    expect: { poll: { timeout: 30_000 } },
    hookTimeout: 240_000,
    fileParallelism: E2E_WORKERS > 1,
    maxWorkers: E2E_WORKERS,
    // After the unit, API and component projects: the journeys want the whole machine.
    sequence: { groupOrder: 3 },
  },
});
