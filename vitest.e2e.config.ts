import { defineConfig } from 'vitest/config';
import { FileNameOrder } from './tests/e2e/harness/file-order.ts';
import './scripts/lib/map-group-by.ts';

// The browser suite (tests/e2e), `npm run test:e2e`: one global setup builds the site and starts the
// servers and Chromium; files run one after another, in name order, because they share them.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/harness/global-setup.ts'],
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 120_000,
    hookTimeout: 60_000,
    teardownTimeout: 60_000,
    // A screen updating after a write round-trips through the database: give it time on a busy machine.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    reporters: ['verbose'],
    sequence: { sequencer: FileNameOrder },
  },
});
