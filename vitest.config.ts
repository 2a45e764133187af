import { readdirSync, readFileSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';

// The unit tests' config. Vitest reads it in place of vite.config.ts, so a test run never loads
// the build's island plugin and registry (they only act on `vite build`), and Vite has no
// extensionless project imports in the config to warn about.
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
/** The page every unit test starts on; vitest.setup.ts puts the page back there after each test. */
const pageUrl = 'http://shop.test/';

const TEST_ROOTS = ['src', 'islands', 'doctor', 'fixtures', 'wordpress', 'tests/contract', 'tests/lint', 'tests/run'];
const unitFiles = TEST_ROOTS.map((root) => `${root}/**/*.test.{ts,tsx}`);

/**
 * The test files that replace a module with `vi.mock`. A mock only reaches the modules a file
 * imports fresh, and it would stay for the files after it, so these get a module graph each.
 */
const moduleMockFiles = TEST_ROOTS.flatMap((root) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => `${root}/${name.replaceAll('\\', '/')}`),
).filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')));

export default defineConfig({
  define: { __LANTERN_VERSION__: JSON.stringify(version) },
  test: {
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: pageUrl }, jsdom: { url: pageUrl } },
    provide: { pageUrl },
    setupFiles: ['vitest.setup.ts'],
    // The unit files are independent: one worker per core (Vitest leaves one idle by default),
    // which takes a third off their time on a 2-core machine.
    maxWorkers: '100%',
    // Limits for a test or hook that hangs, not a measure of speed: Vitest's 5 s default failed a
    // live-search test that takes half a second here, while a browser suite beside it held
    // both cores (the whole unit run took 307 s instead of 52).
    testTimeout: 20_000,
    hookTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
    projects: [
      // One document and one module graph per worker, not one per file: importing the modules
      // and building the DOM again for each file was most of the suite's time (decision 0123).
      // vitest.setup.ts puts back what a test leaves on the page and in the shared modules.
      {
        extends: true,
        test: { name: 'unit', include: unitFiles, exclude: [...configDefaults.exclude, ...moduleMockFiles], isolate: false },
      },
      { extends: true, test: { name: 'unit (module mocks)', include: moduleMockFiles, isolate: true } },
    ],
  },
});
