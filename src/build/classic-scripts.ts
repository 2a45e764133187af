import { resolve } from 'node:path';
import { build, type InlineConfig, type Plugin } from 'vite';

export interface ClassicScriptsOptions {
  root: string;
  outDir: string;
  /** Output file name under `outDir` → entry module relative to the root. */
  scripts: Readonly<Record<string, string>>;
  /** Settings shared with the other builds (define). */
  shared: Pick<InlineConfig, 'define' | 'oxc'>;
}

/**
 * Builds each stand-in for a WooCommerce script handle as a classic script beside
 * `lantern.js`: one self-contained IIFE, no imports, so WordPress can print it with a plain
 * `<script src>` under that handle and the scripts that depend on the handle find what it
 * defines as soon as they run (decision 0049). Runs once the other builds have emptied and
 * filled `outDir`.
 *
 * @example
 * classicScripts({ root, outDir, shared, scripts: { 'wc-address-autocomplete.js': 'islands/address-autocomplete/classic.ts' } });
 */
export function classicScripts(options: ClassicScriptsOptions): Plugin {
  return {
    name: 'lantern-classic-scripts',
    apply: 'build',
    async closeBundle() {
      for (const [fileName, entry] of Object.entries(options.scripts)) {
        await build({
          configFile: false,
          root: options.root,
          logLevel: 'warn',
          ...options.shared,
          build: {
            outDir: options.outDir,
            emptyOutDir: false,
            copyPublicDir: false,
            target: 'es2022',
            sourcemap: true,
            lib: { entry: resolve(options.root, entry), formats: ['iife'], name: 'lanternClassic', fileName: () => fileName },
            rolldownOptions: { output: { minify: true, comments: false } },
          },
        });
      }
    },
  };
}
