import type { TableSource } from '../runtime/types';

/**
 * The surface chunks. Islands of one surface ship in one chunk, fetched with the chunks it
 * imports in one round trip; a page fetches only the surfaces it shows.
 * See docs/decisions/0006-surface-chunks.md.
 */
export const SURFACES = [
  'page',
  'cart',
  'listing',
  'filters',
  'product',
  'product-tools',
  'account',
  'checkout',
  'classic-checkout',
  'cart-page',
  'tracking',
  'compare',
  'wishlist',
  'header',
  'popups',
] as const;

export type Surface = (typeof SURFACES)[number];

/**
 * Surfaces whose islands are on (nearly) every page: their rows that hold clicks ride in the
 * entry, with their chunk lists, so a click before the page chunk costs one round trip.
 * `cart` waits for intent (add, remove, the side cart), `page` runs when the page has painted.
 */
export const EVERY_PAGE_SURFACES: readonly Surface[] = ['page', 'cart'];

/** A theme selector a plugin reads from its localized settings, e.g. `woosc_vars.open_button`. */
export interface SettingSelector {
  global: string;
  key: string;
}

/** See {@link IslandSpec.idleWhen}. */
export interface IdleWhen {
  cookie?: string;
  selector?: string;
  /**
   * A localStorage item naming a cookie value that holds no list yet (a key Lantern made that
   * no call has carried): that cookie does not count.
   */
  unusedItem?: string;
  /** Idle as well when nothing on the page matches this (a script tag the island stands in for). */
  missing?: string;
  /**
   * Idle as well when the page's localized settings hold this value, for a setting that asks
   * for work on page load (compare's `woosc_vars.open_bar` = `yes` opens the bar).
   */
  setting?: SettingSelector & { value: string };
}

/**
 * An island as its folder declares it (`islands/<name>/index.ts`): plain data, read at build
 * time to write the loader's table and the surface chunks.
 *
 * @example
 * export const quantity = {
 *   name: 'quantity', kind: 'behaviour', adopt: 'div.quantity', hydrate: 'load',
 *   surface: 'product', module: 'quantity/quantity',
 * } satisfies IslandSpec;
 */
export interface IslandSpec extends TableSource {
  surface: Surface;
  /**
   * Mount when idle instead of by `hydrate` on pages where the island has work before the
   * shopper acts: a cookie whose name starts with `cookie` holds a value (a saved list), or
   * `selector` matches (a page that shows the list), or nothing matches `missing`, or a
   * `setting` asks for work on load. Decided when the page chunk arrives.
   */
  idleWhen?: IdleWhen;
  /**
   * Closed panels the server printed off screen: made `inert` when the page chunk arrives, so
   * the keyboard cannot reach them while the island's code has not loaded. The island takes
   * the attribute off when it opens one.
   */
  inert?: string;
  /**
   * A trigger the shop names at run time: the page chunk adds the selector this setting holds
   * (when it is a valid one) to `trigger`, so a click on the theme's own control is held and
   * replayed once the code is here, like one on the island's printed triggers.
   */
  triggerSetting?: SettingSelector;
  /** The island's code, relative to `islands/`, without extension. */
  module: string;
}
