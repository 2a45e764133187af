// Mutation testing (`npm run mutation`): Stryker changes the code one small way at a time and
// runs the unit tests that cover that line; a change no test notices is a gap in the tests.
// Not part of `npm test`: a full run takes far longer than the unit suite (see the README).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // The unit suite's own config (vitest.config.ts: happy-dom, vitest.setup.ts, msw).
  vitest: { configFile: 'vitest.config.ts', related: true },
  // Each mutant runs only the tests that reached its line.
  coverageAnalysis: 'perTest',
  mutate: [
    // The runtime code of src/, without tests, test helpers and types. src/build runs only
    // inside `vite build` (its output is checked by the bundle tests, not unit tests).
    'src/**/*.{ts,tsx}',
    '!src/**/*.test.{ts,tsx}',
    '!src/**/*.d.ts',
    '!src/**/testing.ts',
    '!src/build/**',
    // The islands' pure state and rule modules: what a surface decides, apart from its DOM.
    'islands/add-to-cart/button-state.ts',
    'islands/compare/list.ts',
    'islands/compare/panels.ts',
    'islands/elementor-pro/conditions.ts',
    'islands/elementor-pro/motion-maths.ts',
    'islands/loop-filter/filter-rules.ts',
    'islands/menu-filter/crowded.ts',
    'islands/price-slider/range.ts',
    'islands/quantity/quantity-rules.ts',
    'islands/submenu-edge/placement.ts',
    'islands/swatches/swatch-state.ts',
  ],
  // The machine has two cores; one is left for everything else.
  concurrency: 1,
  // Reuses the last run's results for unchanged code and tests (the file is not committed).
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  thresholds: { high: 85, low: 70, break: null },
  timeoutMS: 10000,
  // The first run of every related test, with coverage, is slow on a busy two-core machine.
  dryRunTimeoutMinutes: 30,
  tempDirName: '.stryker-tmp',
  // Not copied into the sandbox: other runs' sandboxes, reports and build output.
  ignorePatterns: ['.stryker-tmp*', 'reports', 'dist', 'tests/browser/.artifacts'],
  cleanTempDir: 'always',
};
