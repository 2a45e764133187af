/** Wraps a menu item's link text in the badge span the plugin's CSS draws the count on. */
function menuBadge(item: Element): HTMLElement | null {
  const link = item.querySelector('a');
  if (!link) return null;
  let inner = link.querySelector<HTMLElement>('.woosc-menu-item-inner');
  if (!inner) {
    inner = document.createElement('span');
    inner.className = 'woosc-menu-item-inner';
    inner.append(...Array.from(link.childNodes));
    link.append(inner);
  }
  return inner;
}

/**
 * The plugin's count update: `data-count` on menu items, links, the bar and the area,
 * ` (N)` in the sidebar heading.
 *
 * @example showCount(3);
 */
export function showCount(count: number): void {
  const value = String(count);
  for (const item of document.querySelectorAll('.woosc-menu-item')) {
    item.classList.add('menu-item-type-woosc');
    menuBadge(item)?.setAttribute('data-count', value);
  }
  document
    .querySelectorAll('#woosc-area, .woosc-bar, .woosc-link .woosc-link-inner')
    .forEach((element) => element.setAttribute('data-count', value));
  document.querySelectorAll('.woosc-sidebar-count').forEach((element) => (element.textContent = ` (${value})`));
}
