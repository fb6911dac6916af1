// Tests in Chromium (test/e2e with test/e2e/harness.ts, test/storybook): one file at a time, since each file starts its
// own server and Chromium and the machine has two cores. `npm test` runs them after the unit tests (scripts/test.mjs).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // test/e2e: the popup on the reference server; test/storybook: every story of the static Storybook.
    include: ['test/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    restoreMocks: true,
  },
});
