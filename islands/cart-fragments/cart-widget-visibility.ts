import { readCookie, WC_COOKIES } from '../../src/dom/cookies';

/** `.hide_cart_widget_if_empty`: the cart widget shows only while the cart has items. */
export function syncCartWidgetVisibility(forceShow = false): void {
  const hasItems = forceShow || Number(readCookie(WC_COOKIES.itemsInCart) ?? 0) > 0;
  document.querySelectorAll('.hide_cart_widget_if_empty').forEach((marker) => {
    const widget = marker.closest<HTMLElement>('.widget_shopping_cart');
    if (widget) widget.style.display = hasItems ? '' : 'none';
  });
}
