/** The file name the build gives the loader (vite.config.ts). */
const LOADER_FILE = /\/lantern\.js$/;

/**
 * Where this copy of `lantern.js` was loaded from, to find its chunks beside it, read without
 * `import.meta` so the same file also runs when a theme prints it as a classic script (a plain
 * `wp_enqueue_script`): a classic script is the document's current script while it runs; a
 * module is not, and is found among the page's scripts by its file name. Undefined when neither
 * tells: the chunks are then asked for relative to the script, which the browser resolves
 * against it in both kinds.
 *
 * @example
 * ownScriptUrl(); // 'https://shop.example/wp-content/plugins/lantern/dist/lantern.js?ver=0.1.0'
 */
export function ownScriptUrl(): string | undefined {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement && current.src) return current.src;
  for (const script of Array.from(document.scripts).reverse()) {
    if (script.src && LOADER_FILE.test(new URL(script.src).pathname)) return script.src;
  }
  return undefined;
}
