import { CART } from '../../src/bridge/cart-names';
import { CART_PAGE } from '../../src/bridge/cart-page-names';
import { emit } from '../../src/bridge/events';
import { replaceServerHtml, type IslandLifecycle } from '../../src/dom/fragments';
import { trustedFragment } from '../../src/dom/html';
import { reloadPage } from '../../src/dom/navigate';
import { clearNotices, distinctNotices, NOTICES, showNotices } from './cart-notices';

export const CART_FORM = '.woocommerce-cart-form';
export const CART_TOTALS = 'div.cart_totals';

/** How a reply was put on the page; `invalid` when it was not a cart page after all. */
export type CartOutcome = 'updated' | 'emptied' | 'reload' | 'invalid';

/** One element of a parsed reply, as a fragment the one applier can insert. */
function partOf(element: Element): DocumentFragment {
  const part = element.ownerDocument.createDocumentFragment();
  part.append(element);
  return part;
}

/** The update button waits for the next change of a quantity, as after WooCommerce's update. */
function disableUpdate(form: ParentNode): void {
  form.querySelectorAll<HTMLButtonElement | HTMLInputElement>('[name="update_cart"]').forEach((button) => {
    button.disabled = true;
  });
}

/**
 * `updated_cart_totals`: the totals block replaced by the server's (the cart page reply's, or
 * `update_shipping_method`'s). Returns false when the HTML holds no totals.
 *
 * @example
 * replaceTotals(reply.value, islandRuntime());
 */
export function replaceTotals(html: string | DocumentFragment, islands: IslandLifecycle, doc: Document = document): boolean {
  const fresh = typeof html === 'string' ? trustedFragment(html, doc) : html;
  const totals = fresh.querySelector(CART_TOTALS);
  const current = doc.querySelector(CART_TOTALS);
  if (!totals || !current) return false;
  replaceServerHtml(current, partOf(totals), islands);
  emit(CART_PAGE.updatedCartTotals, [], {});
  return true;
}

/**
 * Puts the cart page the server answered in place of this one's parts, as WooCommerce's
 * `update_wc_div` does: the cart form and the totals are replaced (or, when the cart emptied,
 * the whole cart block by the empty-cart message and its "Return to shop" link), the reply's
 * notices replace the page's (or join them with `keepNotices`), then `updated_wc_div`. A page
 * without a cart form (Undo on the empty cart, a cart also showing the checkout) reloads.
 *
 * @example
 * const outcome = replaceCart(page, false, islandRuntime());
 */
export function replaceCart(html: string, keepNotices: boolean, islands: IslandLifecycle, doc: Document = document): CartOutcome {
  const fresh = trustedFragment(html, doc);
  const form = fresh.querySelector(CART_FORM);
  const emptyBlock = form ? null : fresh.querySelector('.wc-empty-cart-message')?.closest('.woocommerce');
  if (!form && !emptyBlock) return 'invalid';
  const currentForm = doc.querySelector(CART_FORM);
  // A checkout on the same page must redraw itself: the page is loaded again.
  if (!currentForm || doc.querySelector('.woocommerce-checkout')) {
    reloadPage();
    return 'reload';
  }
  const notices = distinctNotices(Array.from(fresh.querySelectorAll(NOTICES)));
  if (!keepNotices) clearNotices(doc);

  let outcome: CartOutcome;
  if (form) {
    replaceServerHtml(currentForm, partOf(form), islands);
    const placed = doc.querySelector(CART_FORM);
    if (placed) disableUpdate(placed);
    showNotices(doc, notices);
    replaceTotals(fresh, islands, doc);
    outcome = 'updated';
  } else {
    const block = currentForm.querySelector('.woocommerce-cart-form__contents')?.closest('.woocommerce') ?? currentForm.closest('.woocommerce') ?? currentForm;
    if (emptyBlock) replaceServerHtml(block, partOf(emptyBlock), islands);
    showNotices(doc, notices);
    emit(CART_PAGE.cartEmptied, [], {});
    outcome = 'emptied';
  }
  emit(CART.updatedWcDiv, [], {});
  return outcome;
}
