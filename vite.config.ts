import { defineConfig } from 'vitest/config';

// One ES-module entry (dist/lantern.js) with lazily loaded chunks beside it. Library mode keeps
// chunk imports plain and relative to the entry's own URL (no preload helper in the loader), so
// dist/ can be served from any path; Rolldown's minifier runs on every chunk.
import { readFileSync } from 'node:fs';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineConfig(({ command }) => ({
  base: './',
  define: {
    __LANTERN_VERSION__: JSON.stringify(version),
    // Library mode leaves process.env alone; the browser bundle needs React's production build.
    ...(command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  // A build is always the production bundle, whatever NODE_ENV the caller runs with (Vitest
  // sets `test`, which would otherwise emit React's development JSX calls).
  ...(command === 'build' ? { oxc: { jsx: { runtime: 'automatic' as const, development: false } } } : {}),
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    lib: { entry: 'islands/entry.ts', formats: ['es'], fileName: () => 'lantern.js' },
    rolldownOptions: {
      // Lets the entry export what chunks share with it, so the loader stays one request.
      preserveEntrySignatures: 'allow-extension',
      output: { minify: true, chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
  test: {
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://shop.test/' } },
    include: [
      'src/**/*.test.{ts,tsx}',
      'islands/**/*.test.{ts,tsx}',
      'fixtures/**/*.test.ts',
      'tests/contract/**/*.test.ts',
    ],
    setupFiles: ['vitest.setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
}));
