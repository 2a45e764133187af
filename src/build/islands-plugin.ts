import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { OutputChunk } from 'rolldown';
import { build, type InlineConfig, type Plugin } from 'vite';
import { EVERY_PAGE_SURFACES, SURFACES, type IslandSpec, type Surface } from './island-spec';
import { isReactModule, placeSharedModules, type SharedPlacement } from './chunk-groups';
import { preloadImportsPlugin } from './preload-imports';
import { splitTable, type SplitTable } from './split-table';
import { surfaceModuleSource } from './surface-module';

const TABLE_ID = 'virtual:lantern/table';
const SURFACE_PREFIX = 'virtual:lantern/surface/';
/** Every island as data, for the report's chunk (src/loader/report.ts). */
const ISLANDS_ID = 'virtual:lantern/report-table';
/** The query that marks a surface's own copy of an island module (see `islandModulePath`). */
const COPY_QUERY = '?lantern-copy=';

/**
 * The path a surface imports an island's code from. An island module that islands of two
 * surfaces list is bundled once per surface (the later surfaces import it with a query): a
 * module two surface chunks shared would otherwise be a chunk of its own, one more file on
 * every page of either, or make one surface fetch the other's whole chunk (the cart page's
 * quantity steppers fetching the variation form; decision 0065). Only code in the island's
 * folder is copied; the runtime under `src/` stays one instance (but see `COPIED_PER_USER`).
 */
function islandModulePath(islands: readonly IslandSpec[], spec: IslandSpec): string {
  const first = islands.find((other) => other.module === spec.module);
  return first && first.surface !== spec.surface ? `islands/${spec.module}.ts${COPY_QUERY}${spec.surface}` : `islands/${spec.module}`;
}

/** The query that marks an island folder's own copy of a helper in `COPIED_PER_USER`. */
const USER_QUERY = '?lantern-for=';

/**
 * Small helpers without state of their own that only islands which may load with the page use
 * (compare and wishlist for a shopper with a list, the variation form): shared,
 * they would ride in the every-page chunk on pages that never run them (decision 0065). Each
 * island folder that imports one gets its own copy; several copies on one page behave as one,
 * since each call works on its own arguments. Add a module here only if it keeps no state
 * between calls and registers nothing at import.
 */
const COPIED_PER_USER: ReadonlySet<string> = new Set([
  'src/product/chosen-variation.ts',
  'src/bridge/chosen-variation-names.ts',
  // The variation form's and swatches' data, which analytics' events (fetched on intent) read too.
  'src/product/variation-data.ts',
  'src/net/variation.ts',
  'src/bridge/variation-names.ts',
  // The address events' names: the country fields' copies on the cart page and the checkout
  // (decision 0142) would otherwise put them on every page.
  'src/bridge/address-names.ts',
  // Requests, a scroll, a form serializer and an alert element that only the cart page, the
  // checkout, the product surfaces, the header and the cart's actions use: each was on every
  // page because two surfaces loading with their pages import it (decision 0142).
  'src/net/cart-page.ts',
  'src/net/cart-items.ts',
  'src/dom/scroll.ts',
  'src/dom/serialize.ts',
  'src/dom/alert.ts',
]);

/**
 * Whose copy an importer gets: its island folder's surface when all the folder's islands that
 * import the folder's own files share one (the variation form and the swatches share the
 * product chunk's copy), else the folder. A surface's copy of an island module (`COPY_QUERY`)
 * gets that surface's, so the helper stays in the chunk beside it.
 */
function copyTag(islands: readonly IslandSpec[], importer: string): string {
  const folder = importer.replaceAll('\\', '/').split('/').slice(0, 2).join('/');
  const originals = islands.filter((spec) => `islands/${spec.module.split('/')[0]}` === folder && !islandModulePath(islands, spec).includes(COPY_QUERY));
  const surfaces = new Set(originals.map((spec) => spec.surface));
  const [only] = surfaces;
  return surfaces.size === 1 && only ? only : folder.replace('/', '-');
}

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

function importClosure(file: string, chunks: ReadonlyMap<string, OutputChunk>, seen = new Set<string>()): string[] {
  for (const imported of chunks.get(file)?.imports ?? []) {
    if (seen.has(imported)) continue;
    seen.add(imported);
    importClosure(imported, chunks, seen);
  }
  return Array.from(seen);
}

/**
 * True when some island of `surface` may mount as the page loads (when painted or idle), not
 * only on intent: compare and wishlist do for a shopper with a list (`idleWhen`).
 */
function loadsWithPage(islands: readonly IslandSpec[], surface: Surface): boolean {
  return islands.some(
    (spec) => spec.surface === surface && (spec.idleWhen !== undefined || ((spec.hydrate ?? 'idle') !== 'interaction' && spec.hydrate !== 'visible')),
  );
}

/** Builds one chunk per surface (plus the shared core and React chunks) into `outDir/chunks/`. */
async function buildSurfaces(
  options: IslandsPluginOptions,
  used: readonly Surface[],
  deferred: Pick<SplitTable, 'deferredRows' | 'deferredConditions' | 'deferredTriggerSettings' | 'inert'>,
): Promise<Map<string, OutputChunk>> {
  const { root, outDir, islands, shared } = options;
  let placement: SharedPlacement = { page: new Set(), intent: new Set() };
  const surfaceSource: Plugin = {
    name: 'lantern-surface-modules',
    // Before Vite's resolver, which would resolve a copy's relative imports to the originals.
    enforce: 'pre',
    // Library mode hands entries over as paths under the root: the virtual id is their tail.
    async resolveId(id, importer) {
      if (id === ISLANDS_ID) return `\0${ISLANDS_ID}`;
      if (id.includes(SURFACE_PREFIX)) return `\0${id.slice(id.indexOf(SURFACE_PREFIX))}`;
      if (!importer || !id.startsWith('.')) return null;
      const query = importer.search(/\?lantern-(copy|for)=/);
      const from = query < 0 ? importer : importer.slice(0, query);
      const resolved = await this.resolve(id, from, { skipSelf: true });
      if (!resolved) return null;
      // A copy's own imports within its island's folder are copies too (see islandModulePath).
      const copy = importer.indexOf(COPY_QUERY);
      if (copy >= 0 && dirname(resolved.id) === dirname(from)) return `${resolved.id}${importer.slice(copy)}`;
      // A stateless helper is bundled with each island folder that imports it (see COPIED_PER_USER).
      if (!COPIED_PER_USER.has(relative(root, resolved.id).replaceAll('\\', '/'))) return resolved;
      const user = importer.indexOf(USER_QUERY);
      const tag =
        user >= 0 ? importer.slice(user + USER_QUERY.length) : copy >= 0 ? importer.slice(copy + COPY_QUERY.length) : copyTag(islands, relative(root, from));
      return `${resolved.id}${USER_QUERY}${tag}`;
    },
    load(id) {
      // Every island's name, kind and markup, for window.lantern.report() alone: only its
      // chunk imports this, so no page pays for it until the report is asked for.
      if (id === `\0${ISLANDS_ID}`) return `export const islands = ${JSON.stringify(islands.map(({ name, kind, adopt }) => ({ name, kind, adopt })))};`;
      if (!id.startsWith(`\0${SURFACE_PREFIX}`)) return null;
      const surface = id.slice(SURFACE_PREFIX.length + 1);
      return surfaceModuleSource(
        islands.filter((spec) => spec.surface === surface),
        (path) => resolve(root, path),
        surface === 'page' ? deferred.deferredRows : undefined,
        deferred.deferredConditions,
        surface === 'page' ? deferred.inert : '',
        deferred.deferredTriggerSettings,
        (spec) => islandModulePath(islands, spec),
      );
    },
    buildEnd() {
      const entries = used.map((surface) => `\0${SURFACE_PREFIX}${surface}`);
      const atLoad = new Set(used.filter((surface) => loadsWithPage(islands, surface)).map((surface) => `\0${SURFACE_PREFIX}${surface}`));
      placement = placeSharedModules(entries, `\0${SURFACE_PREFIX}page`, (id) => this.getModuleInfo(id), atLoad);
    },
  };
  const result = await build({
    configFile: false,
    root,
    base: './',
    logLevel: 'warn',
    ...shared,
    plugins: [surfaceSource, preloadImportsPlugin()],
    build: {
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      target: 'es2022',
      sourcemap: true,
      modulePreload: false,
      // Library mode: dynamic imports stay plain `import()`, without Vite's preload helper, which
      // would cost every page about 1 KB gzip for stylesheet preloading Lantern never needs.
      lib: { entry: Object.fromEntries(used.map((surface) => [surface, SURFACE_PREFIX + surface])), formats: ['es'] },
      rolldownOptions: {
        preserveEntrySignatures: 'allow-extension',
        output: {
          minify: true,
          // No comments: pure annotations have done their work once the output is minified.
          comments: false,
          // Six hash characters: chunk names ride in the loader's table on every page, and 36
          // bits tell a few dozen files apart.
          entryFileNames: 'chunks/[name]-[hash:6].js',
          chunkFileNames: 'chunks/[name]-[hash:6].js',
          codeSplitting: {
            groups: [
              { name: 'react', test: isReactModule, priority: 1 },
              // The page surface's own chunk grows into the shared core: every page fetches one file for both.
              { name: 'page', test: (id: string) => placement.page.has(id), priority: 2 },
              { name: 'shared', test: (id: string) => placement.intent.has(id), priority: 2 },
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

/** The entry's `early` selector as source: the built list, joined on the page with each setting's selector. */
function earlySource(early: string, settings: SplitTable['earlySettings']): string {
  return settings.reduce((source, { global, key }) => `withSetting(${source}, ${JSON.stringify(global)}, ${JSON.stringify(key)})`, JSON.stringify(early));
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
      const { entryRows, deferredRows, deferredConditions, deferredTriggerSettings, inert, early, earlySettings } = splitTable(specs, used);
      const chunks = await buildSurfaces(options, used, { deferredRows, deferredConditions, deferredTriggerSettings, inert });
      const withImports = (file: string) => [file, ...importClosure(file, chunks)];
      const pageMain = Array.from(chunks.values()).find((chunk) => chunk.isEntry && chunk.name === 'page');
      const pageFiles = new Set(pageMain ? withImports(pageMain.fileName) : []);
      const files = used.map((surface) => {
        const main = Array.from(chunks.values()).find((chunk) => chunk.isEntry && chunk.name === surface);
        if (!main) throw new Error(`no chunk was built for the surface "${surface}"`);
        // Other surfaces' islands are known only once the page chunk has run, so it is never
        // fetched with them: one name less per surface in the entry. An every-page surface's
        // early click may come before the page chunk: it fetches both in one round trip.
        const closure = withImports(main.fileName);
        return EVERY_PAGE_SURFACES.includes(surface) ? closure : closure.filter((file) => !pageFiles.has(file));
      });
      const lines = [
        `export const rows = ${JSON.stringify(entryRows)};`,
        // `chunks/` and `.js` are the loader's to add: a few bytes less per file in the entry.
        `export const surfaces = ${JSON.stringify(files.map((list) => list.map((file) => file.replace(/^chunks\/|\.js$/g, ''))))};`,
        `export const early = ${earlySource(early, earlySettings)};`,
        '',
      ];
      // The settings are read on the page, by typed source, only when a row has one.
      if (earlySettings.length > 0) lines.unshift(`import { withSetting } from ${JSON.stringify(resolve(options.root, 'src/loader/row-conditions.ts'))};`);
      table = lines.join('\n');
      report = {
        table: { entry: entryRows.map(([name]) => name), deferred: deferredRows.map(([name]) => name), early },
        surfaces: Object.fromEntries(used.map((surface, index) => [surface, files[index]])),
        chunks: Array.from(chunks.values()).map((chunk) => ({
          file: chunk.fileName,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          modules: chunk.moduleIds.map((id) => relative(options.root, id.replace(/^\0/, ''))),
          // Minified bytes per module: what to move when a chunk is over its budget.
          moduleBytes: Object.fromEntries(
            Object.entries(chunk.modules).map(([id, info]) => [relative(options.root, id.replace(/^\0/, '')), info.renderedLength]),
          ),
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
