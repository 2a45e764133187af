import type { Plugin } from 'vite';

/** What the preload needs of a rendered chunk. */
export interface ChunkImports {
  imports: readonly string[];
}

const DYNAMIC_IMPORT = /\bimport\((["'`])\.\/([^"'`]+)\1\)/g;

/**
 * Rewrites each `import("./x.js")` in a chunk so the chunks `x.js` imports start downloading
 * with it, instead of after it is parsed: `(import("./dep.js").catch(() => {}), import("./x.js"))`.
 * Deps the importing chunk already has are left out. A failed dep fails `x.js` too, which is
 * where it is reported.
 *
 * @example preloadDynamicImports('import("./view.js")', 'chunks/lightbox.js', chunks) // '(import("./react.js").catch(()=>{}),import("./view.js"))'
 */
export function preloadDynamicImports(code: string, fileName: string, chunks: Readonly<Record<string, ChunkImports>>): string {
  const dir = fileName.includes('/') ? fileName.slice(0, fileName.lastIndexOf('/') + 1) : '';
  const own = new Set(chunks[fileName]?.imports ?? []);
  return code.replace(DYNAMIC_IMPORT, (whole, _quote: string, target: string) => {
    const deps = (chunks[dir + target]?.imports ?? []).filter((dep) => !own.has(dep) && dep.startsWith(dir));
    if (deps.length === 0) return whole;
    const preloads = deps.map((dep) => `import(${JSON.stringify(`./${dep.slice(dir.length)}`)}).catch(()=>{})`);
    return `(${preloads.join(',')},${whole})`;
  });
}

/**
 * The build's version of issue 6's rule for lazy code: a chunk fetched with everything it
 * imports, in one round trip (Vite's own preload helper is left out by the library build).
 */
export function preloadImportsPlugin(): Plugin {
  return {
    name: 'lantern-preload-dynamic-imports',
    renderChunk(code, chunk, _options, meta) {
      if (chunk.dynamicImports.length === 0) return null;
      const next = preloadDynamicImports(code, chunk.fileName, meta.chunks);
      // Columns after an insertion shift by its length in the source map: a price of a few
      // bytes against a helper on every page.
      return next === code ? null : { code: next, map: null };
    },
  };
}
