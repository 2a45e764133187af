import Cookies from 'js-cookie';

/** `.hide_cart_widget_if_empty`: the cart widget shows only while the cart has items. */
export function syncCartWidgetVisibility(forceShow = false): void {
  const hasItems = forceShow || Number(Cookies.get('woocommerce_items_in_cart') ?? 0) > 0;
  document.querySelectorAll('.hide_cart_widget_if_empty').forEach((marker) => {
    const widget = marker.closest<HTMLElement>('.widget_shopping_cart');
    if (widget) widget.style.display = hasItems ? '' : 'none';
  });
}
