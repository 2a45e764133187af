import { defineConfig } from 'vitest/config';

// One ES-module entry (dist/lantern.js) with lazily loaded chunks beside it. `base: './'`
// keeps every chunk import relative to the entry's own URL, so dist/ can be served from any path.
export default defineConfig({
  base: './',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: false,
    sourcemap: true,
    rolldownOptions: {
      input: { lantern: 'islands/entry.ts' },
      preserveEntrySignatures: 'strict',
      output: {
        entryFileNames: 'lantern.js',
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
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
});
