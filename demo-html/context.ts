import type { SafeHtml } from '../fixtures/html/html';
import type { Product } from '../fixtures/catalogue/index';
import type { CartExtras, CartPageView, CartView, CheckoutChoices, Notice, PlacedOrder, RestDemoSettings, WishlistView } from '../fixtures/shop/index';
import type { PageFlags } from './page-flags';

export type { PageFlags } from './page-flags';

/** What the server knows when it renders a page (the PHP globals of a template). */
export interface PageContext {
  url: URL;
  flags: PageFlags;
  catalogue: readonly Product[];
  cart: CartView;
  /** Session notices, already taken: printed once, on this page. */
  notices: readonly Notice[];
  /** The request's `Cookie` header, for plugins that keep state in cookies (the compare list). */
  cookies: string;
  /** The `_wpnonce` of the session's cart forms and links. */
  cartNonce: string;
  /** Banner data while the admin has not dismissed it; `null` hides the banner. */
  comingSoon: { restUrl: string; nonce: string } | null;
  /** The visitor's wishlist (WPC Smart Wishlist) and the site's wishlist settings. */
  wishlist: WishlistView;
  /** The REST failure cases QA turned on (`/rest-settings/`). */
  restDemo: RestDemoSettings;
  /** The compare list a share link's key stands for (empty when unknown). */
  compareShare(key: string): readonly string[];
  /** The cart page's totals block and the nonces of `wc_cart_params`. */
  cartPage: CartPageView;
  /** The session's checkout choices (gateway), its shipping destination and rate (shared with the cart page) and the form's nonce. */
  checkout: { choices: CheckoutChoices; shipping: CartExtras; nonce: string };
  /** An order the checkout took, when `key` is its key. */
  order(id: number, key: string): PlacedOrder | undefined;
}

/** A `wp_localize_script` global: printed as `var <name> = {...};` in `<script id="<id>">`. */
export interface LocalizedScript {
  id: string;
  name: string;
  value: Record<string, unknown>;
}

/** One page as a template hands it to the layout. */
export interface PageView {
  status?: number;
  /** Document title before the site name. */
  title: string;
  /** Body classes of the template (the layout adds the site-wide ones). */
  bodyClass: readonly string[];
  /** Content of `main#main`. */
  main: SafeHtml;
  /** Shop sidebar (`#secondary`), when the template has one. */
  sidebar?: SafeHtml;
  /** Breadcrumb trail; the last crumb is the current page. */
  breadcrumb?: readonly { label: string; href?: string }[];
  /** The template prints the session notices itself (checkout does, inside its form). */
  ownNotices?: boolean;
  /** `is_cart()` for `wc_add_to_cart_params`. */
  isCart?: boolean;
  /** Printed in `wp_footer` before the scripts (the page builder's popup templates). */
  footer?: SafeHtml;
  /** Extra localized globals of this template (price slider, variation form, …). */
  globals?: readonly LocalizedScript[];
  /** Extra Google Analytics for WooCommerce data of this template (`data.order` on order-received). */
  analytics?: Record<string, unknown>;
}
