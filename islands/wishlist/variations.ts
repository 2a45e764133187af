import { onOwn } from '../../src/bridge/on-own';
import { pageJQuery, type JQueryHandler } from '../../src/bridge/jquery';
import { chosenVariationId } from '../../src/product/chosen-variation';
import type { WishlistRuntime } from './state/runtime';
import { wishlistState } from './state/slice';
import { refreshButtonsFor, setLook } from './views/buttons';
import { BUTTON } from './views/selectors';
import { CHOSEN_VARIATION } from '../../src/bridge/chosen-variation-names';

/** Points the product's buttons (`.woosw-btn-{parent}`) at `id` (a variation, or the parent again) and re-marks them. */
function switchButtons(parent: string | null | undefined, id: string | undefined, runtime: WishlistRuntime): void {
  if (!parent || !/^\d+$/.test(parent)) return;
  const target = id && /^\d+$/.test(id) && id !== '0' ? id : parent;
  document.querySelectorAll<HTMLElement>(`${BUTTON}.woosw-btn-${parent}`).forEach((button) => {
    button.dataset.id = target;
    setLook(button, 'normal', runtime.settings);
  });
  refreshButtonsFor(target, wishlistState(runtime.store).ids, runtime.settings);
}

/** The variation form's product: its buttons follow the form's choice. */
function switchId(form: Element | null, id: string | undefined, runtime: WishlistRuntime): void {
  switchButtons(form?.getAttribute('data-product_id'), id, runtime);
}

/** An attribute of what WPC Variations Radio Buttons passes: a jQuery set, or an element. */
function attrOf(value: unknown, name: string): string | undefined {
  const withAttr = value as { attr?: (attribute: string) => unknown } | null;
  const read = withAttr && typeof withAttr.attr === 'function' ? withAttr.attr(name) : value instanceof Element ? value.getAttribute(name) : undefined;
  return typeof read === 'string' || typeof read === 'number' ? String(read) : undefined;
}

function variationIdOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const id = (value as { variation_id?: unknown }).variation_id;
  return typeof id === 'number' || typeof id === 'string' ? String(id) : undefined;
}

const formOf = (target: EventTarget | null | undefined): Element | null =>
  target instanceof Element ? target.closest('form.variations_form') : null;

/**
 * Spec 4.7: choosing a variation switches the product's wishlist buttons to the variation's
 * id (marked from the list), resetting restores the parent id. Heard from the variation form
 * as our own events, and as WooCommerce's jQuery events when jQuery is on the page; WPC
 * Variations Radio Buttons' `woovr_selected` (a jQuery plugin) does the same for its rows.
 *
 * @example watchVariations(runtime);
 */
export function watchVariations(runtime: WishlistRuntime): void {
  const { signal } = runtime;
  // A variation chosen before this code arrived (it loads on intent) is in the form's field.
  for (const form of document.querySelectorAll('form.variations_form')) {
    const chosen = chosenVariationId(form);
    if (chosen) switchId(form, chosen, runtime);
  }
  onOwn(CHOSEN_VARIATION.foundVariation[1], (detail, event) => switchId(formOf(event.target), variationIdOf(detail?.variation), runtime), signal);
  onOwn(CHOSEN_VARIATION.resetData[1], (_, event) => switchId(formOf(event.target), undefined, runtime), signal);
  const $ = pageJQuery();
  if (!$) return;
  const handlers: [string, JQueryHandler][] = [
    [CHOSEN_VARIATION.foundVariation[0], (event, variation) => switchId(formOf(event.target), variationIdOf(variation), runtime)],
    [CHOSEN_VARIATION.resetData[0], (event) => switchId(formOf(event.target), undefined, runtime)],
    // WPC Variations Radio Buttons: the chosen row's `data-id` (0 or none: back to the parent), for
    // the buttons of its `data-pid`.
    [CHOSEN_VARIATION.woovrSelected, (_event, selected) => switchButtons(attrOf(selected, 'data-pid'), attrOf(selected, 'data-id'), runtime)],
  ];
  for (const [name, handler] of handlers) $(document).on(name, handler);
  signal.addEventListener('abort', () => handlers.forEach(([name, handler]) => $(document).off(name, handler)), { once: true });
}
