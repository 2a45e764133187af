import { writeFileSync, mkdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { OutputChunk } from 'rolldown';
import { build, type InlineConfig, type Plugin } from 'vite';
import type { TableRow } from '../loader/table';
import { SURFACES, type IslandSpec, type Surface } from './island-spec';
import { splitTable } from './split-table';
import { surfaceModuleSource } from './surface-module';

const TABLE_ID = 'virtual:lantern/table';
const SURFACE_PREFIX = 'virtual:lantern/surface/';

export interface IslandsPluginOptions {
  root: string;
  outDir: string;
  /** The real islands (`islands/registry.ts`). */
  islands: readonly IslandSpec[];
  /** Rows added to the table only, for the loader size check. */
  extraRows?: readonly IslandSpec[];
  /** Settings the surface build shares with the entry build (define, JSX). */
  shared: Pick<InlineConfig, 'define' | 'oxc'>;
}

/** Where each module goes: React (and what only React islands use), the shared core, or its surface. */
function chunkGroup(id: string): 'react' | 'core' | null {
  const path = id.replaceAll('\\', '/');
  if (/node_modules\/(react|react-dom|scheduler)\//.test(path)) return 'react';
  if (/node_modules\/zustand\/esm\/(react|index)\.mjs$/.test(path)) return 'react';
  if (/\/src\/runtime\/(react-root|use-server-nodes|mount-component)\.tsx?$/.test(path)) return 'react';
  // The bundler's own helpers go with the core too, rather than in a fifth file.
  if (/\/src\//.test(path) || /node_modules\/(zustand|js-cookie)\//.test(path) || path.includes('rolldown/runtime')) return 'core';
  return null;
}

function importClosure(file: string, chunks: ReadonlyMap<string, OutputChunk>, seen = new Set<string>()): string[] {
  for (const imported of chunks.get(file)?.imports ?? []) {
    if (seen.has(imported)) continue;
    seen.add(imported);
    importClosure(imported, chunks, seen);
  }
  return Array.from(seen);
}

/** Builds one chunk per surface (plus the shared core and React chunks) into `outDir/chunks/`. */
async function buildSurfaces(
  options: IslandsPluginOptions,
  used: readonly Surface[],
  deferredRows: readonly TableRow[],
): Promise<Map<string, OutputChunk>> {
  const { root, outDir, islands, shared } = options;
  const surfaceSource: Plugin = {
    name: 'lantern-surface-modules',
    resolveId: (id) => (id.startsWith(SURFACE_PREFIX) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${SURFACE_PREFIX}`)) return null;
      const surface = id.slice(SURFACE_PREFIX.length + 1);
      return surfaceModuleSource(
        islands.filter((spec) => spec.surface === surface),
        (path) => resolve(root, path),
        surface === 'page' ? deferredRows : undefined,
      );
    },
  };
  const result = await build({
    configFile: false,
    root,
    base: './',
    logLevel: 'warn',
    ...shared,
    plugins: [surfaceSource],
    build: {
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      target: 'es2022',
      sourcemap: true,
      modulePreload: false,
      rolldownOptions: {
        input: Object.fromEntries(used.map((surface) => [surface, SURFACE_PREFIX + surface])),
        preserveEntrySignatures: 'strict',
        output: {
          minify: true,
          entryFileNames: 'chunks/[name]-[hash].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          codeSplitting: {
            groups: [
              { name: 'react', test: (id: string) => chunkGroup(id) === 'react', priority: 1 },
              { name: 'core', test: (id: string) => chunkGroup(id) === 'core', priority: 2 },
            ],
          },
        },
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunks = new Map<string, OutputChunk>();
  for (const output of outputs) {
    if (!('output' in output)) continue;
    for (const item of output.output) if (item.type === 'chunk') chunks.set(item.fileName, item);
  }
  return chunks;
}

/**
 * Builds the islands first (one chunk per surface, a shared core, React apart), then hands the
 * entry build a table of every island and, per surface, its chunk and the chunks it imports,
 * so the loader fetches a surface in one round trip. The entry and the chunks are separate
 * builds: no chunk ever imports `lantern.js`, so one copy of each module runs whatever query
 * WordPress adds to the script URL. Writes `.vite/lantern-build.json` for the build checks.
 */
export function lanternIslands(options: IslandsPluginOptions): Plugin {
  let table = '';
  let report: Record<string, unknown> = {};
  return {
    name: 'lantern-islands',
    apply: 'build',
    async buildStart() {
      const specs = [...options.islands, ...(options.extraRows ?? [])];
      // The page chunk always comes first: it carries the rows the entry leaves out.
      const used = SURFACES.filter((surface) => surface === 'page' || specs.some((spec) => spec.surface === surface));
      const { entryRows, deferredRows, early } = splitTable(specs, used);
      const chunks = await buildSurfaces(options, used, deferredRows);
      const files = used.map((surface) => {
        const main = Array.from(chunks.values()).find((chunk) => chunk.isEntry && chunk.name === surface);
        if (!main) throw new Error(`no chunk was built for the surface "${surface}"`);
        return [main.fileName, ...importClosure(main.fileName, chunks)];
      });
      table = [
        `export const rows = ${JSON.stringify(entryRows)};`,
        // `chunks/` and `.js` are the loader's to add: a few bytes less per file in the entry.
        `export const surfaces = ${JSON.stringify(files.map((list) => list.map((file) => file.replace(/^chunks\/|\.js$/g, ''))))};`,
        `export const early = ${JSON.stringify(early)};`,
        '',
      ].join('\n');
      report = {
        table: { entry: entryRows.map(([name]) => name), deferred: deferredRows.map(([name]) => name), early },
        surfaces: Object.fromEntries(used.map((surface, index) => [surface, files[index]])),
        chunks: Array.from(chunks.values()).map((chunk) => ({
          file: chunk.fileName,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          modules: chunk.moduleIds.map((id) => relative(options.root, id.replace(/^\0/, ''))),
        })),
      };
    },
    resolveId: (id) => (id === TABLE_ID ? `\0${TABLE_ID}` : null),
    load: (id) => (id === `\0${TABLE_ID}` ? table : null),
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((item): item is OutputChunk => item.type === 'chunk' && item.isEntry);
      const dir = join(options.outDir, '.vite');
      mkdirSync(dir, { recursive: true });
      const entryReport = entry && {
        file: entry.fileName,
        imports: entry.imports,
        dynamicImports: entry.dynamicImports,
        modules: entry.moduleIds.map((id) => relative(options.root, id.replace(/^\0/, ''))),
      };
      writeFileSync(join(dir, 'lantern-build.json'), `${JSON.stringify({ entry: entryReport, ...report }, null, 2)}\n`);
    },
  };
}
