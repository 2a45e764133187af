import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// End-to-end tests in real Chromium against the demo shop. A config of its own, so the
// happy-dom environment and setup of the unit tests never apply here.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    environment: 'node',
    // Browser tests and the checks that read the build: both run on the built bundle.
    include: ['tests/browser/**/*.test.ts', 'tests/build/**/*.test.ts'],
    globalSetup: ['tests/browser/support/fresh-build.ts'],
    setupFiles: [],
    // Two files at a time, each with its own browser and demo server: the tests mostly wait on
    // pages, so two workers keep a 2-core machine busy without starving either browser.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
