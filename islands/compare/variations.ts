import { OWN_PREFIX } from '../../src/bridge/names';
import { onOwn } from '../../src/bridge/on-own';
import { pageJQuery, type JQueryHandler } from '../../src/bridge/jquery';
import { chosenVariationId } from '../../src/product/chosen-variation';
import { renderButton } from './list';
import type { CompareSettings } from './settings';
import { CHOSEN_VARIATION } from '../../src/bridge/chosen-variation-names';

/** Points the product's compare buttons at `id` (a variation, or the parent again), shown normal. */
function switchButtons(parentId: string, id: string, settings: CompareSettings): void {
  if (!parentId || !id) return;
  for (const button of document.querySelectorAll<HTMLElement>(`.woosc-btn-${CSS.escape(parentId)}`)) {
    button.dataset.id = id;
    button.dataset.product_id = id;
    renderButton(button, false, settings);
  }
}

function formProductId(target: EventTarget | null | undefined): string {
  const form = target instanceof Element ? target.closest<HTMLElement>('form.variations_form, .variations_form') : null;
  return form?.dataset.product_id ?? '';
}

/** Reads an id from what `woovr_selected` passes: a jQuery set or an element carrying `data-id`. */
function dataIdOf(value: unknown): string {
  const withAttr = value as { attr?: (name: string) => unknown } | null;
  if (withAttr && typeof withAttr.attr === 'function') return String(withAttr.attr('data-id') ?? '');
  return value instanceof HTMLElement ? (value.dataset.id ?? '') : '';
}

/**
 * One of our own variation events (`lantern:found-variation` or `lantern:reset-data`).
 * @example handleOwnEvent(event, settings);
 */
export function handleOwnEvent(event: Event, settings: CompareSettings): void {
  const parentId = formProductId(event.target);
  if (event.type === OWN_PREFIX + CHOSEN_VARIATION.resetData[1]) {
    switchButtons(parentId, parentId, settings);
    return;
  }
  const variation = (event as CustomEvent<{ variation?: { variation_id?: unknown } }>).detail?.variation;
  switchButtons(parentId, String(variation?.variation_id ?? ''), settings);
}

/**
 * With `variations` on, a chosen variation becomes the compare buttons' id and a reset gives
 * the parent's back. Heard from Lantern's variation form (`lantern:found-variation`,
 * `lantern:reset-data`) and, when jQuery is on the page, from WooCommerce's `found_variation`
 * / `reset_data` and WPC Variations Radio Buttons' `woovr_selected`.
 *
 * @example followVariations(settings, signal);
 */
export function followVariations(settings: CompareSettings, signal: AbortSignal): void {
  // A variation chosen before this code arrived (a default selection) is in the form's field.
  for (const form of document.querySelectorAll<HTMLElement>('form.variations_form')) {
    const chosen = chosenVariationId(form);
    if (chosen) switchButtons(form.dataset.product_id ?? '', chosen, settings);
  }
  for (const name of [CHOSEN_VARIATION.foundVariation[1], CHOSEN_VARIATION.resetData[1]]) {
    onOwn(name, (_, event) => handleOwnEvent(event, settings), signal);
  }
  const $ = pageJQuery();
  if (!$) return;
  const handlers: [string, JQueryHandler][] = [
    [
      CHOSEN_VARIATION.foundVariation[0],
      (event, variation) =>
        switchButtons(formProductId(event.target), String((variation as { variation_id?: unknown } | undefined)?.variation_id ?? ''), settings),
    ],
    [CHOSEN_VARIATION.resetData[0], (event) => switchButtons(formProductId(event.target), formProductId(event.target), settings)],
    [
      CHOSEN_VARIATION.woovrSelected,
      (_event, selected, variations) => {
        const parentId = dataIdOf(variations);
        const chosen = dataIdOf(selected);
        switchButtons(parentId, Number(chosen) > 0 ? chosen : parentId, settings);
      },
    ],
  ];
  for (const [name, handler] of handlers) $(document).on(name, handler);
  signal.addEventListener('abort', () => handlers.forEach(([name, handler]) => $(document).off(name, handler)), { once: true });
}
