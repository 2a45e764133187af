import { markButtons } from './buttons';
import type { WishlistRuntime } from './runtime';
import { BUTTON } from './selectors';
import { wishlistState } from './slice';

/**
 * Wishlist buttons the page gains after load (applied fragments, an infinite scroll's next page,
 * a quick view) are marked from the list already known, in the same frame and without a request.
 * Until the list is known they keep the server's marks; the load's own refresh marks them then.
 *
 * @example watchLateButtons(runtime);
 */
export function watchLateButtons(runtime: WishlistRuntime): void {
  const observer = new MutationObserver((records) => {
    const wishlist = wishlistState(runtime.store);
    if (!wishlist.idsKnown) return;
    const added: HTMLElement[] = [];
    for (const record of records) {
      for (const node of Array.from(record.addedNodes)) {
        if (!(node instanceof HTMLElement)) continue;
        if (node.matches(BUTTON)) added.push(node);
        added.push(...Array.from(node.querySelectorAll<HTMLElement>(BUTTON)));
      }
    }
    if (added.length > 0) markButtons(added, wishlist.ids, runtime.settings);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  runtime.signal.addEventListener('abort', () => observer.disconnect(), { once: true });
}
