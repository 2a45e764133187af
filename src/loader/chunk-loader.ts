import { yieldToMain } from '../runtime/yield';
import type { GroupModule } from './table';

/**
 * Loads a surface chunk (`chunks/<name>.js`) and, in the same round trip, every chunk it
 * imports (the build lists them): the browser fetches them side by side instead of
 * discovering each import in turn. Each import runs once, however many surfaces share it.
 * Paths resolve against the entry's own URL without its query, so however WordPress or a CDN
 * decorates `lantern.js?ver=…`, each chunk has one URL and runs once.
 *
 * The surface chunk is only preloaded while its imports run, and runs a task after them: run
 * together, React's start-up and a surface's code made one long task on a phone.
 *
 * Without a `base` the paths stay relative, which `import()` resolves against the entry itself,
 * and the surface chunk is not preloaded (a link would resolve against the page).
 *
 * @example const load = chunkLoader(['page-a1', 'core-b2'], ownScriptUrl()); // chunks/page-a1.js, chunks/core-b2.js
 */
export function chunkLoader(files: readonly string[], base: string | undefined): () => Promise<GroupModule> {
  return () => {
    const [main = '', ...imports] = files.map((file) => (base ? new URL(`chunks/${file}.js`, base).href : `./chunks/${file}.js`));
    if (base) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: main }));
    // A failed import fails the surface chunk that needs it: that is where it is reported.
    return Promise.all(imports.map((url) => import(/* @vite-ignore */ url)))
      .then(yieldToMain)
      .then(() => import(/* @vite-ignore */ main) as Promise<GroupModule>);
  };
}
