import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { classicScripts } from './src/build/classic-scripts';
import { lanternIslands } from './src/build/islands-plugin';
import { publicTypesFile } from './src/build/public-types';
import { syntheticIslands } from './src/build/synthetic-islands';
import { islands } from './islands/registry';

// The build. (The unit tests have their own config, vitest.config.ts.)
// Two builds in one command: the island chunks (one per surface, a shared core, React apart),
// then the entry, dist/lantern.js, an ES module that carries the island table and loads the
// chunks relative to its own URL, so dist/ can be served from any path. Last, the classic scripts
// that stand in for WooCommerce handles (dist/wc-address-autocomplete.js), and the public API's
// types beside the entry (dist/lantern.d.ts).
const root = dirname(fileURLToPath(import.meta.url));
const { version } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { version: string };
/** The loader size check builds with extra synthetic islands into a folder of its own. */
const synthetic = Number(process.env.LANTERN_SYNTHETIC_ISLANDS ?? 0);
const outDir = resolve(root, process.env.LANTERN_OUT_DIR ?? 'dist');

export default defineConfig(({ command }) => {
  // A build is always the production bundle, whatever NODE_ENV the caller runs with (Vitest
  // sets `test`, which would otherwise emit React's development JSX calls).
  const shared =
    command === 'build'
      ? {
          define: {
            __LANTERN_VERSION__: JSON.stringify(version),
            'process.env.NODE_ENV': JSON.stringify('production'),
          },
          oxc: { jsx: { runtime: 'automatic' as const, development: false } },
        }
      : { define: { __LANTERN_VERSION__: JSON.stringify(version) } };
  return {
    base: './',
    ...shared,
    plugins: [
      lanternIslands({ root, outDir, islands, extraRows: syntheticIslands(synthetic), shared }),
      classicScripts({ root, outDir, shared, scripts: { 'wc-address-autocomplete.js': 'islands/address-autocomplete/classic.ts' } }),
      publicTypesFile({ root, outDir }),
    ],
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2022',
      sourcemap: true,
      lib: { entry: 'islands/entry.ts', formats: ['es'], fileName: () => 'lantern.js' },
      // No comments: the entry's bytes are budgeted, and annotations have done their work by now.
      // The entry in a function of its own: printed as a classic script (a plain
      // wp_enqueue_script), its names stay out of the page's global scope, where another
      // script's `let` of the same name would stop it from running at all.
      rolldownOptions: {
        output: {
          minify: true,
          comments: false,
          banner: (chunk) => (chunk.fileName === 'lantern.js' ? '(() => {' : ''),
          footer: (chunk) => (chunk.fileName === 'lantern.js' ? '})();' : ''),
        },
      },
    },
  };
});
