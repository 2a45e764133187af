import type { MountContext } from '../../src/runtime/types';

const MIN_WIDTH = 768;
const CAPPED_HEIGHT = '15em';

/**
 * Caps the cart list at 15em with its own scroll bar when the open drop-down would reach past
 * the bottom of the window. The list is looked up each time: fragments replace it. Like the
 * theme, the cap is never lifted.
 */
function capListIfTooTall(cart: HTMLElement, view: Window): void {
  // Checked each time rather than once, so a window widened after load still gets the rule.
  if (view.innerWidth < MIN_WIDTH) return;
  const content = cart.querySelector('.widget_shopping_cart_content');
  const list = cart.querySelector<HTMLElement>('.cart_list');
  // Already capped: the cap is never lifted, so hovering need not measure layout again.
  if (!content || !list || list.style.maxHeight === CAPPED_HEIGHT) return;
  const bottom = content.getBoundingClientRect().bottom + cart.offsetHeight;
  if (bottom > view.innerHeight) {
    list.style.maxHeight = CAPPED_HEIGHT;
    list.style.overflowY = 'auto';
  }
}

/**
 * Checks the drop-down's height after the page has loaded and on every hover of the cart.
 *
 * @example
 * // <ul id="site-header-cart" class="site-header-cart menu">… .widget_shopping_cart_content …
 * mount(createMountContext(cart, controller.signal));
 */
export function mount({ element: cart, signal }: MountContext): void {
  const doc = cart.ownerDocument;
  const view = doc.defaultView;
  const body = doc.body.classList;
  if (!view || body.contains('woocommerce-cart') || body.contains('woocommerce-checkout')) return;

  const check = (): void => capListIfTooTall(cart, view);
  // Images in the list change its height until the page has finished loading.
  if (doc.readyState === 'complete') check();
  else view.addEventListener('load', check, { signal, once: true });
  cart.addEventListener('mouseover', check, { signal });
}
