import { CLASSIC, OWN_PREFIX } from '../../src/bridge/names';
import { OWN } from '../../src/bridge/names';
import { pageJQuery, type JQueryHandler } from '../../src/bridge/jquery';
import { wishlistState } from './slice';
import { refreshButtonsFor, setLook } from './buttons';
import { BUTTON } from './selectors';
import type { WishlistRuntime } from './runtime';

/** Points the form's product buttons at `id` (a variation, or the parent again) and re-marks them. */
function switchId(form: Element | null, id: string | undefined, runtime: WishlistRuntime): void {
  const parent = form?.getAttribute('data-product_id');
  if (!parent || !/^\d+$/.test(parent)) return;
  const target = id && /^\d+$/.test(id) && id !== '0' ? id : parent;
  document.querySelectorAll<HTMLElement>(`${BUTTON}.woosw-btn-${parent}`).forEach((button) => {
    button.dataset.id = target;
    setLook(button, 'normal', runtime.settings);
  });
  refreshButtonsFor(target, wishlistState(runtime.store).ids, runtime.settings);
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
 * as our own events, and as WooCommerce's jQuery events when jQuery is on the page.
 *
 * @example watchVariations(runtime);
 */
export function watchVariations(runtime: WishlistRuntime): void {
  const { signal } = runtime;
  // A variation chosen before this code arrived (it loads on intent) is in the form's field.
  for (const form of document.querySelectorAll('form.variations_form')) {
    const chosen = form.querySelector<HTMLInputElement>('input[name="variation_id"]')?.value;
    if (Number(chosen) > 0) switchId(form, chosen, runtime);
  }
  document.addEventListener(
    OWN_PREFIX + OWN.found_variation,
    (event) => switchId(formOf(event.target), variationIdOf((event as CustomEvent<{ variation?: unknown }>).detail?.variation), runtime),
    { signal },
  );
  document.addEventListener(OWN_PREFIX + OWN.reset_data, (event) => switchId(formOf(event.target), undefined, runtime), { signal });
  const $ = pageJQuery();
  if (!$) return;
  const found: JQueryHandler = (event, variation) => switchId(formOf(event.target), variationIdOf(variation), runtime);
  const reset: JQueryHandler = (event) => switchId(formOf(event.target), undefined, runtime);
  $(document).on(CLASSIC.foundVariation, found);
  $(document).on(CLASSIC.resetData, reset);
  signal.addEventListener(
    'abort',
    () => {
      $(document).off(CLASSIC.foundVariation, found);
      $(document).off(CLASSIC.resetData, reset);
    },
    { once: true },
  );
}
