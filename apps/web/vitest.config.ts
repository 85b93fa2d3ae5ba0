import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    clearMocks: true,
    // A form journey in jsdom with MUI selects can take tens of seconds while other suites use the cores.
    testTimeout: 120_000,
    // expect.poll gives up after 1 s by default: too short on a loaded machine.
    expect: { poll: { timeout: 30_000 } },
  },
});
