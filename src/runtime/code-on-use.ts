/**
 * Code an island fetches when it is first wanted (`() => import('./x')`), shared by every caller
 * while it is on its way and kept once it has come. A fetch that failed (a phone's network
 * dropped it) is forgotten, so the next use asks for it again instead of finding it dead for the
 * rest of the page.
 *
 * @example
 * const view = codeOnUse(() => import('./lightbox-view'));
 * link.addEventListener('click', () => void view().then((module) => module.open(link), codeDidNotCome));
 */
export function codeOnUse<T>(load: () => Promise<T>): () => Promise<T> {
  let coming: Promise<T> | undefined;
  return () =>
    (coming ??= load().catch((error: unknown) => {
      coming = undefined;
      throw error;
    }));
}

/**
 * What code that did not come leaves behind: a line on the console (the browser's error names
 * the file) while the server's markup keeps working, never an unhandled rejection.
 *
 * @example void import('./sticky-element').then(start, codeDidNotCome);
 */
export function codeDidNotCome(error: unknown): void {
  console.error('[lantern] code did not come', error);
}
