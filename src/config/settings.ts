import { toBool, toNumber, toRecord, toText } from './coerce';

/** Everything Lantern reads from the page, typed and defaulted. */
export interface Settings {
  /** wc-ajax URL template; `%%endpoint%%` is replaced by the endpoint name. */
  wcAjaxUrl: string;
  /** The platform's admin AJAX endpoint. */
  adminAjaxUrl: string;
  cartUrl: string;
  isCart: boolean;
  isCheckout: boolean;
  cartRedirectAfterAdd: boolean;
  i18nViewCart: string;
  i18nPasswordShow: string;
  i18nPasswordHide: string;
  /** Storage keys of the cart fragments cache. */
  cartHashKey: string;
  fragmentName: string;
  /**
   * How long a call may go unanswered before it counts as failed, in ms, for every call but the
   * fragments refresh: WooCommerce's and the plugins' scripts set no limit of their own on these
   * (the browser's is the only one), so this is long. `lantern_config.request_timeout`.
   */
  requestTimeout: number;
  /** The fragments refresh's own limit, as cart-fragments.js has it: `wc_cart_fragments_params.request_timeout`. */
  fragmentsTimeout: number;
  /** Page-builder editor or preview: side cart auto-open and popup conditions are skipped. */
  editorMode: boolean;
  /** Texts Lantern shows itself where the shop supplies none. */
  i18n: {
    addToCartFailed: string;
    /** Accessible names of the quantity stepper buttons; the product name is appended. */
    quantityDecrease: string;
    quantityIncrease: string;
    /** Name of dismiss controls the shop prints without text (the coming-soon banner's). */
    dismiss: string;
    /** Name of the coming-soon banner's landmark (WooCommerce prints it outside any). */
    comingSoonBanner: string;
  };
}

const DEFAULT_FRAGMENT_SUFFIX = 'lantern';

/**
 * {@link Settings.requestTimeout} unless the page sets one: as long as the checkout's order
 * call may take, a minute (decision 0150).
 */
export const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;

/** Reads a `var NAME = {...}` global that WordPress printed before our script. */
export function pageGlobal(name: string): Record<string, unknown> {
  return toRecord((globalThis as Record<string, unknown>)[name]);
}

/**
 * Builds the typed settings from the globals WordPress localizes onto the page.
 * Missing globals fall back to WooCommerce's own defaults.
 *
 * @example
 * // var wc_add_to_cart_params = { is_cart: "", cart_redirect_after_add: "no", ... }
 * const settings = readSettings(document);
 * settings.isCart; // false
 */
export function readSettings(doc: Document = document): Settings {
  const addToCart = pageGlobal('wc_add_to_cart_params');
  const fragments = pageGlobal('wc_cart_fragments_params');
  const woo = pageGlobal('woocommerce_params');
  const own = pageGlobal('lantern_config');
  const ownText = toRecord(own.i18n);
  const body = doc.body;

  const wcAjaxUrl = toText(
    addToCart.wc_ajax_url ?? fragments.wc_ajax_url ?? woo.wc_ajax_url,
    '/?wc-ajax=%%endpoint%%',
  );

  return {
    wcAjaxUrl,
    adminAjaxUrl: toText(addToCart.ajax_url ?? fragments.ajax_url ?? woo.ajax_url, '/wp-admin/admin-ajax.php'),
    cartUrl: toText(addToCart.cart_url, '/cart/'),
    isCart: toBool(addToCart.is_cart) || Boolean(body?.classList.contains('woocommerce-cart')),
    isCheckout: Boolean(body?.classList.contains('woocommerce-checkout')),
    cartRedirectAfterAdd: toText(addToCart.cart_redirect_after_add, 'no') === 'yes',
    i18nViewCart: toText(addToCart.i18n_view_cart, 'View cart'),
    i18nPasswordShow: toText(woo.i18n_password_show, 'Show password'),
    i18nPasswordHide: toText(woo.i18n_password_hide, 'Hide password'),
    cartHashKey: toText(fragments.cart_hash_key, `wc_cart_hash_${DEFAULT_FRAGMENT_SUFFIX}`),
    fragmentName: toText(fragments.fragment_name, `wc_fragments_${DEFAULT_FRAGMENT_SUFFIX}`),
    requestTimeout: toNumber(own.request_timeout, DEFAULT_REQUEST_TIMEOUT_MS),
    fragmentsTimeout: toNumber(fragments.request_timeout, 5000),
    editorMode:
      Boolean(body?.classList.contains('elementor-editor-active')) ||
      Boolean(body?.classList.contains('elementor-editor-preview')),
    i18n: {
      addToCartFailed: toText(
        ownText.add_to_cart_failed,
        'Sorry, this product could not be added to your cart. Please try again.',
      ),
      quantityDecrease: toText(ownText.quantity_decrease, 'Decrease quantity'),
      quantityIncrease: toText(ownText.quantity_increase, 'Increase quantity'),
      dismiss: toText(ownText.dismiss, 'Dismiss'),
      comingSoonBanner: toText(ownText.coming_soon_banner, 'Coming soon mode'),
    },
  };
}
