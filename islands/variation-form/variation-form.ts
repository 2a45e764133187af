import type { VariationData } from '../../src/net/variation';
import { emitOn, onClassic } from '../../src/bridge/events';
import { emitOwn } from '../../src/bridge/own-events';
import { pageJQuery, wrapForClassic, type JQueryHandler } from '../../src/bridge/jquery';
import { readVariationSettings } from '../../src/config/variation-settings';
import { block, unblock } from '../../src/dom/block';
import { setText } from '../../src/dom/html';
import { getVariation } from '../../src/net/variation';
import type { MountContext } from '../../src/runtime/types';
import { allChosen, findVariation, type Chosen } from '../../src/product/matching';
import { restoreOptions, snapshotSelects, updateOptionValues } from './option-values';
import { resetProductImage, resetVariationDetails, showVariationDetails } from './product-details';
import { isPurchasable, onReloadVariations, readVariationSource, fieldOf } from '../../src/product/variation-data';
import {
  applyQuantity,
  clearFormMessage,
  findParts,
  renderVariation,
  setButtonState,
  showFormMessage,
} from './variation-display';
import { CHOSEN_VARIATION } from '../../src/bridge/chosen-variation-names';
import { VARIATION, VARIATION_REQUEST_FAILED } from '../../src/bridge/variation-names';

const NONE = {} as Record<string, never>;

/**
 * Replaces WooCommerce's `add-to-cart-variation.js` on one `form.variations_form`: matches the
 * choices against `data-product_variations` (or asks `get_variation` in ajax mode), keeps the
 * selects to the values still possible, shows the match's price and stock, sets `variation_id`
 * and the add-to-cart button's state, and tells the page with the classic events (jQuery) and
 * our own (`lantern:found-variation`, …). The add to cart itself stays the form's own post.
 *
 * @example
 * // <form class="variations_form cart" data-product_id="120" data-product_variations="[…]">…</form>
 * mount(createMountContext(form, controller.signal));
 */
export function mount({ element, signal, settings: pageSettings }: MountContext): (() => void) | undefined {
  // A form, or CartFlows' shop-page form (a div the same script ran on).
  if (!element.matches('form, .variations_form')) return undefined;
  const form = element;
  const settings = readVariationSettings();
  const parts = findParts(form);
  let source = readVariationSource(form);
  const selects = Array.from(form.querySelectorAll<HTMLSelectElement>('.variations select'));
  const snapshots = snapshotSelects(selects);
  let request: AbortController | undefined;
  /** Our own `change` events on the selects are not the shopper's. */
  let quiet = false;

  const chosen = (): Chosen => Object.fromEntries(selects.map((select) => [fieldOf(select), select.value]));

  const wrap = form.querySelector<HTMLElement>('.single_variation_wrap');
  if (wrap) wrap.style.display = '';

  const setVariationId = (value: string) => {
    if (!parts.variationId || parts.variationId.value === value) return;
    parts.variationId.value = value;
    parts.variationId.dispatchEvent(new Event('change', { bubbles: true }));
  };

  // WooCommerce's form clears variation_id only when a select changes: the printed "0" stays
  // until then, and a reset from another script leaves the id as it was.
  const hideVariation = () => {
    if (parts.singleVariation) {
      parts.singleVariation.hidden = true;
      emitOn(parts.singleVariation, VARIATION.hideVariation, [], NONE);
    }
    setButtonState(parts, 'selection-needed');
  };

  const resetData = () => {
    emitOn(form, CHOSEN_VARIATION.resetData, [], NONE);
    resetVariationDetails(form);
    // WooCommerce's own reset_data handler asks for the image with reset_image, which gallery
    // plugins hear too.
    emitOn(form, VARIATION.resetImage, [], NONE);
    resetProductImage(form);
    hideVariation();
  };

  const foundVariation = (variation: VariationData) => {
    emitOn(form, CHOSEN_VARIATION.foundVariation, [variation], { variation });
    showVariationDetails(form, variation);
    const purchasable = isPurchasable(variation);
    if (parts.singleVariation) renderVariation(parts.singleVariation, variation, settings.i18nUnavailable);
    setVariationId(String(variation.variation_id));
    applyQuantity(form, variation);
    setButtonState(parts, purchasable ? 'purchasable' : 'unavailable');
    if (parts.singleVariation) {
      parts.singleVariation.hidden = false;
      emitOn(parts.singleVariation, VARIATION.showVariation, [variation, purchasable], { variation, purchasable });
    }
  };

  // update_variation_values goes out in both modes, as WooCommerce's form sends it; only with
  // the variations on the page are the values narrowed (and woocommerce_update_variation_values sent).
  const updateValues = () => {
    emitOn(form, VARIATION.updateVariationValues, [], NONE);
    if (source.mode !== 'local') return;
    const cleared = updateOptionValues(snapshots, source.variations, chosen());
    quiet = true;
    try {
      for (const select of cleared) select.dispatchEvent(new Event('change', { bubbles: true }));
    } finally {
      quiet = false;
    }
    emitOn(form, VARIATION.updatedVariationValues, [], NONE);
  };

  const toggleReset = () => {
    if (parts.resetLink) parts.resetLink.style.visibility = selects.some((select) => select.value !== '') ? 'visible' : 'hidden';
  };

  const askServer = async (choices: Chosen) => {
    request?.abort();
    const controller = new AbortController();
    request = controller;
    block(form);
    const reply = await getVariation(
      choices,
      { productId: form.getAttribute('data-product_id') ?? '', customData: form.getAttribute('data-custom_data') ?? '' },
      { wcAjaxUrl: settings.wcAjaxUrl, requestTimeout: pageSettings.requestTimeout },
      controller.signal,
    );
    if (request !== controller || signal.aborted) return;
    request = undefined;
    unblock(form);
    if (reply.ok && reply.value) {
      foundVariation(reply.value);
    } else if (reply.ok) {
      resetData();
      showFormMessage(parts, settings.i18nNoMatch);
    } else {
      resetData();
      showFormMessage(parts, settings.i18nLookupFailed, 'error');
      emitOwn(VARIATION_REQUEST_FAILED, { error: reply.error });
    }
  };

  const checkVariations = () => {
    clearFormMessage(parts);
    const choices = chosen();
    if (allChosen(choices) && selects.length > 0) {
      if (source.mode === 'ajax') {
        void askServer(choices);
      } else {
        updateValues();
        const match = findVariation(source.variations, chosen());
        if (match) {
          foundVariation(match);
        } else {
          resetData();
          showFormMessage(parts, settings.i18nNoMatch);
        }
      }
    } else {
      request?.abort();
      request = undefined;
      unblock(form);
      updateValues();
      resetData();
    }
    toggleReset();
  };

  const onSelectChange = () => {
    setVariationId('');
    if (parts.resetAlert) setText(parts.resetAlert, '');
    clearFormMessage(parts);
    if (source.mode === 'local') emitOn(form, VARIATION.variationSelectChange, [], NONE);
    emitOn(form, VARIATION.checkVariations, [], NONE);
    checkVariations();
    emitOn(form, VARIATION.variationHasChanged, [], NONE);
  };

  const onChange = (event: { target?: EventTarget | null }) => {
    if (!quiet && event.target instanceof HTMLSelectElement && selects.includes(event.target)) onSelectChange();
  };
  form.addEventListener('change', onChange, { signal });
  // A script that sets a select and calls jQuery's `.trigger('change')` reaches jQuery handlers
  // only, as WooCommerce's form was; native changes reach both, and are heard above.
  const $form = pageJQuery()?.(form);
  const onJQueryChange: JQueryHandler = (event) => event.originalEvent || onChange(event);
  $form?.on('change', onJQueryChange);

  form.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('.reset_variations') && parts.resetLink?.contains(target)) {
        event.preventDefault();
        quiet = true;
        try {
          for (const select of selects) {
            select.value = '';
            select.dispatchEvent(new Event('change', { bubbles: true }));
          }
        } finally {
          quiet = false;
        }
        onSelectChange();
        if (parts.resetAlert) setText(parts.resetAlert, settings.i18nResetAlert);
        selects[0]?.focus();
        return;
      }
      const button = target?.closest('.single_add_to_cart_button');
      if (button && button === parts.button && button.classList.contains('disabled')) {
        event.preventDefault();
        window.alert(
          button.classList.contains('wc-variation-is-unavailable') ? settings.i18nUnavailable : settings.i18nMakeSelection,
        );
      }
    },
    { signal },
  );

  // Another script driving the form: it sets the selects, then asks for a check or a reset.
  onClassic(VARIATION.checkVariations, () => checkVariations(), signal, form);
  onClassic(CHOSEN_VARIATION.resetData, () => resetData(), signal, form);
  onClassic(VARIATION.resetImage, () => resetProductImage(form), signal, form);
  // A theme or plugin changed the variations (a quick view, a price or stock update).
  onReloadVariations(
    form,
    () => {
      source = readVariationSource(form);
      checkVariations();
    },
    signal,
  );

  // WooCommerce's form starts with a check_variations of its own, which other scripts hear.
  emitOn(form, VARIATION.checkVariations, [], NONE);
  checkVariations();
  emitOn(form, VARIATION.variationFormReady, [wrapForClassic(form)], NONE);

  return () => {
    $form?.off('change', onJQueryChange);
    request?.abort();
    unblock(form);
    restoreOptions(snapshots);
  };
}
