const ITEM = '.woocommerce-mini-cart-item';
const REGION = '.widget_shopping_cart_content';
const REMOVE = '.remove_from_cart_button';

function removeLinkFor(scope: ParentNode, key: string): HTMLElement | null {
  return scope.querySelector<HTMLElement>(`${REMOVE}[data-cart_item_key="${CSS.escape(key)}"]`);
}

function keysOf(items: readonly Element[]): string[] {
  return items.flatMap((item) => {
    const key = item.querySelector<HTMLElement>(REMOVE)?.dataset.cart_item_key;
    return key ? [key] : [];
  });
}

/** Whether focus was lost: nothing focused, or the element that had it is gone. */
function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
}

/**
 * Notes where focus should go once the remove link's item is gone: the fragments replace the
 * whole mini-cart, and the link focus was on with it, which would drop focus to `<body>`.
 * Call before the removal; the returned function moves focus after the new mini-cart is in:
 * to the next item's remove link, else the previous one's, else the side panel's close
 * control, else the header cart link, else the mini-cart itself (made focusable). It does
 * nothing when focus was elsewhere, or went somewhere on its own meanwhile.
 *
 * @example
 * const restoreFocus = focusAfterRemove(link);
 * cartChanged('removed', reply, link, settings);
 * restoreFocus();
 */
export function focusAfterRemove(link: HTMLElement): () => void {
  const item = link.closest(ITEM);
  const region = link.closest(REGION);
  // The region is replaced, its parent (the cart widget) stays.
  const scope = region?.parentElement;
  if (!item || !scope || !item.contains(document.activeElement)) return () => undefined;
  const siblings = Array.from(item.parentElement?.children ?? []).filter((candidate) => candidate.matches(ITEM));
  const index = siblings.indexOf(item);
  const candidates = [...keysOf(siblings.slice(index + 1)), ...keysOf(siblings.slice(0, index).reverse())];
  const panel = link.closest('.site-header-cart-side');
  const headerCart = link.closest('#site-header-cart, .site-header-cart');

  return () => {
    if (!focusIsLost()) return;
    const target =
      candidates.map((key) => removeLinkFor(scope, key)).find((found) => found !== null) ??
      panel?.querySelector<HTMLElement>('.close-cart-side') ??
      headerCart?.querySelector<HTMLElement>('.cart-contents') ??
      scope.querySelector<HTMLElement>(REGION);
    if (!target) return;
    if (target.matches(REGION)) target.setAttribute('tabindex', '-1');
    target.focus();
  };
}
