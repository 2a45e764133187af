import type { SafeHtml } from '../fixtures/html/html';
import type { Product } from '../fixtures/catalogue/index';
import type { CartView, Notice } from '../fixtures/shop/index';

/** Query flags for tests and the benchmark; they never reach canonical links. */
export interface PageFlags {
  /** `?lantern=0` leaves the Lantern script tag out. */
  lantern: boolean;
  /** `?jquery=1` loads jQuery in the head, before Lantern. */
  jquery: boolean;
  /** `?editor=1` adds the page builder's `elementor-editor-active` body class. */
  editor: boolean;
  /** `?redirect=1` prints `cart_redirect_after_add: "yes"`. */
  redirect: boolean;
}

export const FLAG_PARAMS = ['lantern', 'jquery', 'editor', 'redirect'] as const;

/**
 * Reads the page flags from a request URL.
 *
 * @example
 * readFlags(new URL('http://localhost/shop/?lantern=0')).lantern; // false
 */
export function readFlags(url: URL): PageFlags {
  const query = url.searchParams;
  return {
    lantern: query.get('lantern') !== '0',
    jquery: query.get('jquery') === '1',
    editor: query.get('editor') === '1',
    redirect: query.get('redirect') === '1',
  };
}

/** What the server knows when it renders a page (the PHP globals of a template). */
export interface PageContext {
  url: URL;
  flags: PageFlags;
  catalogue: readonly Product[];
  cart: CartView;
  /** Session notices, already taken: printed once, on this page. */
  notices: readonly Notice[];
  /** The `_wpnonce` of the session's cart forms and links. */
  cartNonce: string;
  /** Banner data while the admin has not dismissed it; `null` hides the banner. */
  comingSoon: { restUrl: string; nonce: string } | null;
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
  /** Extra localized globals of this template (price slider, variation form, …). */
  globals?: readonly LocalizedScript[];
}
