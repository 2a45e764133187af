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
    globalSetup: ['tests/browser/support/fresh-build.ts', 'tests/browser/support/real-shop-global.ts'],
    setupFiles: [],
    // Two files at a time: the tests mostly wait on pages, so two workers keep a 2-core machine
    // busy without starving either browser. A worker is one process for all the files it runs
    // (no isolation): it starts Chromium once and each file only opens fresh contexts on it,
    // instead of a new process, a fresh import of Playwright and a browser launch per file.
    fileParallelism: true,
    maxWorkers: 2,
    isolate: false,
    // Limits for a step that never comes, not measures of speed: a passing wait returns at its
    // first success, so only a failure takes longer with a longer limit. With a second browser
    // suite on the same two cores, tests that take 15 s on a quiet machine took 30 s (decision
    // 0144), so the limits are twice what a quiet machine needs.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A poll waits on the page's own timers and frames; with two browsers sharing two cores a
    // 0 ms timer can take well over the default second to run, so polls wait up to ten.
    expect: { poll: { timeout: 10_000 } },
  },
});
