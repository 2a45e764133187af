import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// The unit tests' config. Vitest reads it in place of vite.config.ts, so a test run never loads
// the build's island plugin and registry (they only act on `vite build`), and Vite has no
// extensionless project imports in the config to warn about.
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig({
  define: { __LANTERN_VERSION__: JSON.stringify(version) },
  test: {
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://shop.test/' } },
    include: [
      'src/**/*.test.{ts,tsx}',
      'islands/**/*.test.{ts,tsx}',
      'doctor/**/*.test.ts',
      'fixtures/**/*.test.ts',
      'tests/contract/**/*.test.ts',
      'tests/lint/**/*.test.ts',
    ],
    setupFiles: ['vitest.setup.ts'],
    // The unit files are independent: one worker per core (Vitest leaves one idle by default),
    // which takes a third off their time on a 2-core machine.
    maxWorkers: '100%',
    restoreMocks: true,
    unstubGlobals: true,
  },
});
