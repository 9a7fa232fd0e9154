import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { FixedOrderSequencer } from './fixedOrderSequencer';

// Browser tests: one server, one Chromium, one file at a time. Kept apart from vite.config.ts so the
// unit suites never start a server or a browser.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    sequence: { sequencer: FixedOrderSequencer },
    testTimeout: 60_000,
    // The first run may build the app before the server listens.
    hookTimeout: 240_000,
  },
});
