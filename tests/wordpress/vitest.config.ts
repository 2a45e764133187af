import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The WordPress plugin on a real WooCommerce shop that the test builds for itself (about half a
// minute, more on a fresh machine, which installs PHP and MariaDB): a step of its own in
// `.ci/run`, `npm run test:wordpress`, outside `npm test` and its time limit.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    environment: 'node',
    include: ['tests/wordpress/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 300_000,
    expect: { poll: { timeout: 10_000 } },
  },
});
