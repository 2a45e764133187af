import { md5 } from '../../fixtures/html/md5';
import type { LocalizedScript, PageFlags } from '../context';

const AJAX_URL = '/wp-admin/admin-ajax.php';
const WC_AJAX_URL = '/?wc-ajax=%%endpoint%%';

/** The request time-outs of `?timeout=short` (WooCommerce prints 5000; Lantern's own is a minute), in ms. */
const SHORT_REQUEST_TIMEOUT = '1500';

/** WooCommerce hashes blog id, site URL and theme into the fragment storage keys. */
const STORAGE_SUFFIX = md5('1_harbour-and-haul_beacon');

/**
 * The globals WordPress localizes on every page of the demo, in the order the scripts are
 * enqueued. Scalars are strings, as `wp_localize_script` makes them.
 *
 * @example
 * siteGlobals({ lantern: true, jquery: false, editor: false, redirect: false, swatches: true, ajaxSingle: false }, false)[1]?.name;
 * // 'wc_add_to_cart_params'
 */
export function siteGlobals(flags: PageFlags, isCart: boolean): LocalizedScript[] {
  return [
    {
      id: 'woocommerce-js-extra',
      name: 'woocommerce_params',
      value: { ajax_url: AJAX_URL, wc_ajax_url: WC_AJAX_URL, i18n_password_show: 'Show password', i18n_password_hide: 'Hide password' },
    },
    {
      id: 'wc-add-to-cart-js-extra',
      name: 'wc_add_to_cart_params',
      value: {
        ajax_url: AJAX_URL,
        wc_ajax_url: WC_AJAX_URL,
        i18n_view_cart: 'View cart',
        cart_url: '/cart/',
        is_cart: isCart ? '1' : '',
        cart_redirect_after_add: flags.redirect ? 'yes' : 'no',
      },
    },
    {
      id: 'wc-cart-fragments-js-extra',
      name: 'wc_cart_fragments_params',
      value: {
        ajax_url: AJAX_URL,
        wc_ajax_url: WC_AJAX_URL,
        cart_hash_key: `wc_cart_hash_${STORAGE_SUFFIX}`,
        fragment_name: `wc_fragments_${STORAGE_SUFFIX}`,
        request_timeout: flags.shortTimeout ? SHORT_REQUEST_TIMEOUT : '5000',
      },
    },
    { id: 'beacon-theme-js-extra', name: 'beaconAjax', value: { ajaxurl: AJAX_URL } },
    orderAttributionGlobal,
  ];
}

/**
 * `wc_order_attribution`, which WooCommerce prints on every page (its tracking script is
 * enqueued everywhere): WooCommerce 10's defaults. Nested values keep their JSON types.
 */
export const orderAttributionGlobal: LocalizedScript = {
  id: 'wc-order-attribution-js-extra',
  name: 'wc_order_attribution',
  value: {
    params: { lifetime: 1.0e-5, session: 30, base64: false, ajaxurl: AJAX_URL, prefix: 'wc_order_attribution_', allowTracking: true },
    fields: {
      source_type: 'current.typ',
      referrer: 'current_add.rf',
      utm_campaign: 'current.cmp',
      utm_source: 'current.src',
      utm_medium: 'current.mdm',
      utm_content: 'current.cnt',
      utm_id: 'current.id',
      utm_term: 'current.trm',
      utm_source_platform: 'current.plt',
      utm_creative_format: 'current.fmt',
      utm_marketing_tactic: 'current.tct',
      session_entry: 'current_add.ep',
      session_start_time: 'current_add.fd',
      session_pages: 'session.pgs',
      session_count: 'udata.vst',
      user_agent: 'udata.uag',
    },
  },
};

/** `woocommerce_price_slider_params` of the price filter widget (AUD, whole dollars on the slider). */
export const priceSliderGlobal: LocalizedScript = {
  id: 'wc-price-slider-js-extra',
  name: 'woocommerce_price_slider_params',
  value: {
    currency_format_num_decimals: '0',
    currency_format_symbol: '$',
    currency_format_decimal_sep: '.',
    currency_format_thousand_sep: ',',
    currency_format: '%s%v',
  },
};

/** `wc_add_to_cart_variation_params` of variable product pages. */
export const variationFormGlobal: LocalizedScript = {
  id: 'wc-add-to-cart-variation-js-extra',
  name: 'wc_add_to_cart_variation_params',
  value: {
    wc_ajax_url: WC_AJAX_URL,
    i18n_no_matching_variations_text: 'Sorry, no products matched your selection. Please choose a different combination.',
    i18n_make_a_selection_text: 'Please select some product options before adding this product to your cart.',
    i18n_unavailable_text: 'Sorry, this product is unavailable. Please choose a different combination.',
    i18n_reset_alert_text: 'Your selection has been reset. Please select some product options before adding this product to your cart.',
  },
};

/**
 * `lantern_config` as the demo theme prints it where quantity fields are (product and cart
 * pages): the theme prints no −/+ buttons of its own, so it asks Lantern for its steppers
 * (`surfaces['quantity-buttons']`; README, "Surfaces").
 */
export const lanternConfigGlobal: LocalizedScript = {
  id: 'lantern-js-module-before',
  name: 'lantern_config',
  value: { surfaces: { 'quantity-buttons': 'take' } },
};

/**
 * The page's globals with `?timeout=short`'s limit for Lantern's own calls as well
 * (`lantern_config.request_timeout`), merged into the page's `lantern_config` or printed as one;
 * without the flag, the globals as they are.
 *
 * @example
 * withShortTimeout([lanternConfigGlobal], { ...flags, shortTimeout: true })[0]?.value.request_timeout; // '1500'
 */
export function withShortTimeout(globals: LocalizedScript[], flags: PageFlags): LocalizedScript[] {
  if (!flags.shortTimeout) return globals;
  const own = globals.find((script) => script.name === lanternConfigGlobal.name);
  if (!own) return [...globals, { ...lanternConfigGlobal, value: { request_timeout: SHORT_REQUEST_TIMEOUT } }];
  return globals.map((script) => (script === own ? { ...script, value: { ...script.value, request_timeout: SHORT_REQUEST_TIMEOUT } } : script));
}
