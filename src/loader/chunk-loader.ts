import type { GroupModule } from './table';

const preloaded = new Set<string>();

function preload(href: string): void {
  if (preloaded.has(href)) return;
  preloaded.add(href);
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}

/**
 * Loads a surface chunk (`chunks/<name>.js`) and, in the same round trip, every chunk it imports (the build lists
 * them): the browser fetches them in parallel instead of discovering each import in turn.
 * Paths resolve against the entry's own URL without its query, so however WordPress or a CDN
 * decorates `lantern.js?ver=…`, each chunk has one URL and runs once.
 *
 * @example const load = chunkLoader(['page-a1', 'core-b2'], import.meta.url); // chunks/page-a1.js, chunks/core-b2.js
 */
export function chunkLoader(files: readonly string[], base: string): () => Promise<GroupModule> {
  return () => {
    const [main = '', ...imports] = files.map((file) => new URL(`chunks/${file}.js`, base).href);
    imports.forEach(preload);
    return import(/* @vite-ignore */ main) as Promise<GroupModule>;
  };
}
