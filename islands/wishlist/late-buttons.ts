import type { WishlistRuntime } from './state/runtime';
import { wishlistState } from './state/slice';
import { markButtons } from './views/buttons';
import { BUTTON } from './views/selectors';

function addedButtons(records: readonly MutationRecord[]): HTMLElement[] {
  const added: HTMLElement[] = [];
  for (const record of records) {
    for (const node of Array.from(record.addedNodes)) {
      if (!(node instanceof HTMLElement)) continue;
      if (node.matches(BUTTON)) added.push(node);
      else if (node.firstElementChild) added.push(...Array.from(node.querySelectorAll<HTMLElement>(BUTTON)));
    }
  }
  return added;
}

/**
 * Wishlist buttons the page gains after load (applied fragments, an infinite scroll's next page,
 * a quick view) are marked from the list already known, in the same frame and without a request.
 * Until the list is known they keep the server's marks and the load's own refresh marks them,
 * so one observer starts only then (the page loads this only where buttons can come: see
 * `wishlist.ts`); the browser hands it each frame's additions in one batch.
 *
 * @example watchLateButtons(runtime);
 */
export function watchLateButtons(runtime: WishlistRuntime): void {
  const { signal, store } = runtime;
  // Unmounted while this code was on its way.
  if (signal.aborted) return;
  const observer = new MutationObserver((records) => {
    const added = addedButtons(records);
    if (added.length > 0) markButtons(added, wishlistState(store).ids, runtime.settings);
  });
  const start = () => {
    observer.observe(document.body, { childList: true, subtree: true });
    // Buttons that came while this code was on its way, after the load's own marking.
    markButtons(Array.from(document.querySelectorAll<HTMLElement>(BUTTON)), wishlistState(store).ids, runtime.settings);
  };
  signal.addEventListener('abort', () => observer.disconnect(), { once: true });
  if (wishlistState(store).idsKnown) return start();
  const stop = store.subscribe((state) => {
    if (!state.wishlist?.idsKnown || signal.aborted) return;
    stop();
    start();
  });
  signal.addEventListener('abort', stop, { once: true });
}
