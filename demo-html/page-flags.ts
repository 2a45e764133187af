/** One query flag of the demo pages: `?<param>=<value>` turns it away from its default. */
export interface PageFlagDeclaration {
  param: string;
  value: string;
  /** The flag without the query argument. */
  default: boolean;
  /** What the page does differently; the README's flag table mirrors it. */
  description: string;
}

/**
 * Every page flag, in one place. Flags are for trying things out, the tests and the benchmark:
 * each lasts one page load (links on the page do not carry it) and never reaches canonical links.
 */
export const PAGE_FLAGS = {
  jquery: {
    param: 'jquery',
    value: '1',
    default: false,
    description: "loads jQuery in the head, before Lantern, so the classic cart events are triggered on `document.body`; on the checkout also the demo card gateway and its script (written against checkout.js's jQuery events)",
  },
  editor: {
    param: 'editor',
    value: '1',
    default: false,
    description: "adds the page builder's `elementor-editor-active` body class (the side cart stays closed after an add; popups skip their conditions)",
  },
  redirect: {
    param: 'redirect',
    value: '1',
    default: false,
    description: 'prints `cart_redirect_after_add: "yes"`: an add to cart goes to the cart page',
  },
  swatches: {
    param: 'swatches',
    value: '0',
    default: true,
    description: "leaves the swatches plugin out: variable products show WooCommerce's own selects",
  },
  swatchRules: {
    param: 'swatches',
    value: 'other',
    default: false,
    description:
      'sets the swatches plugin the other way: out-of-stock items stay clickable (`clickable_out_of_stock`), a chosen item clicked again clears its attribute (`clear_on_reselect`), only in-stock variations count for `deselect_unavailable` (`disable_out_of_stock`), and no chosen name beside the attribute (`show_variation_label` off); its flags printed as `yes`, `On`, `TRUE` and `no`',
  },
  cfvswSwatches: {
    param: 'swatches',
    value: 'cfvsw',
    default: false,
    description:
      "prints CartFlows' Variation Swatches (`cfvsw`) in place of the first swatches plugin: its swatches after each hidden select, its `cfvsw_swatches_settings` (blur-and-cross look, sold-out values disabled); on shop and category pages its form in each variable product's card (each colour with its own picture) and its add to cart on the card's button",
  },
  ajaxSingle: {
    param: 'ajax_single',
    value: '1',
    default: false,
    description:
      "marks the product page's add-to-cart button for AJAX (`ajax_add_to_cart`): the product is added in place, the side cart opens",
  },
  filterDropdown: {
    param: 'filters',
    value: 'dropdown',
    default: false,
    description: "the shop's filters in the theme's dropdown layout (`shop_filter_dropdown`): wider than 1024 px the Filter button slides them open above the products; narrower, they are the off-canvas panel",
  },
  filterMenu: {
    param: 'filters',
    value: 'menu',
    default: false,
    description: "the shop's filters in the theme's menu layout: the widgets in a row in the sorting bar; when they no longer fit beside the sorting controls, the bar is marked `active-filter-toggle` and they move to a row of their own",
  },
  classicMenu: {
    param: 'menu',
    value: 'classic',
    default: false,
    description: "the theme's own primary menu (Storefront markup) in place of the page builder's mega menu: the Help menu at the right edge opens its submenus towards the left, as the theme places them",
  },
  shortTimeout: {
    param: 'timeout',
    value: 'short',
    default: false,
    description:
      'prints `request_timeout: "1500"` in `wc_cart_fragments_params` in place of WooCommerce\'s 5000, and in `lantern_config` in place of Lantern\'s minute: a request the shop never answers fails after 1.5 s, so a time-out can be tried, and tested, without waiting it out',
  },
  lantern: {
    param: 'lantern',
    value: '0',
    default: true,
    description: 'leaves the Lantern script tag out: the page as the server prints it (on checkout also the `wc-address-autocomplete` handle and the address providers that depend on it)',
  },
} as const satisfies Record<string, PageFlagDeclaration>;

export type PageFlagName = keyof typeof PAGE_FLAGS;

/** The flags of one page load, e.g. `{ jquery: true, lantern: true, … }`. */
export type PageFlags = Record<PageFlagName, boolean>;

/** The query arguments that are flags (kept out of canonical links). */
export const FLAG_PARAMS: readonly string[] = [...new Set(Object.values(PAGE_FLAGS).map((flag) => flag.param))];

/**
 * Reads the page flags from a request URL.
 *
 * @example
 * readFlags(new URL('http://localhost/shop/?lantern=0')).lantern; // false
 */
export function readFlags(url: URL): PageFlags {
  const read = (flag: PageFlagDeclaration) => (url.searchParams.get(flag.param) === flag.value ? !flag.default : flag.default);
  return {
    jquery: read(PAGE_FLAGS.jquery),
    editor: read(PAGE_FLAGS.editor),
    redirect: read(PAGE_FLAGS.redirect),
    swatches: read(PAGE_FLAGS.swatches),
    swatchRules: read(PAGE_FLAGS.swatchRules),
    cfvswSwatches: read(PAGE_FLAGS.cfvswSwatches),
    ajaxSingle: read(PAGE_FLAGS.ajaxSingle),
    filterDropdown: read(PAGE_FLAGS.filterDropdown),
    filterMenu: read(PAGE_FLAGS.filterMenu),
    classicMenu: read(PAGE_FLAGS.classicMenu),
    shortTimeout: read(PAGE_FLAGS.shortTimeout),
    lantern: read(PAGE_FLAGS.lantern),
  };
}
