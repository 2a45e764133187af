import { toText, toRecord } from './coerce';
import { pageGlobal } from './settings';

/** `wc_add_to_cart_variation_params`, plus Lantern's own text for a failed variation lookup. */
export interface VariationSettings {
  /** wc-ajax URL template of the variation script (`get_variation`). */
  wcAjaxUrl: string;
  i18nNoMatch: string;
  i18nMakeSelection: string;
  i18nUnavailable: string;
  i18nResetAlert: string;
  /** Shown when `get_variation` fails (HTTP error, bad reply, time-out, offline). */
  i18nLookupFailed: string;
}

/**
 * Reads the variation form's page globals, with WooCommerce's own texts as defaults.
 *
 * @example
 * // var wc_add_to_cart_variation_params = { wc_ajax_url: "/?wc-ajax=%%endpoint%%", … }
 * readVariationSettings().i18nNoMatch; // 'Sorry, no products matched your selection. …'
 */
export function readVariationSettings(): VariationSettings {
  const params = pageGlobal('wc_add_to_cart_variation_params');
  const own = pageGlobal('lantern_config');
  const ownText = toRecord(own.i18n);
  const cart = pageGlobal('wc_add_to_cart_params');
  return {
    wcAjaxUrl: toText(params.wc_ajax_url ?? cart.wc_ajax_url, '/?wc-ajax=%%endpoint%%'),
    i18nNoMatch: toText(
      params.i18n_no_matching_variations_text,
      'Sorry, no products matched your selection. Please choose a different combination.',
    ),
    i18nMakeSelection: toText(
      params.i18n_make_a_selection_text,
      'Please select some product options before adding this product to your cart.',
    ),
    i18nUnavailable: toText(
      params.i18n_unavailable_text,
      'Sorry, this product is unavailable. Please choose a different combination.',
    ),
    i18nResetAlert: toText(
      params.i18n_reset_alert_text,
      'Your selection has been reset. Please select some product options before adding this product to your cart.',
    ),
    i18nLookupFailed: toText(
      ownText.variation_lookup_failed,
      'Sorry, the options you chose could not be checked. Please try again.',
    ),
  };
}
