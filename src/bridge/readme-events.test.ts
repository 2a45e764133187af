import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { LanternEventName } from './names';

// The README's event list, held against the event tables (one `*-names.ts` module per plugin)
// and the event map that types `lantern.on`.
// A file path, not `new URL(…, import.meta.url)`: under unit tests `URL` is the DOM one.
const README = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../README.md'), 'utf8');
const EVENTS_SECTION = README.slice(README.indexOf('### Events'), README.indexOf('### `window.lantern`'));

const tables = import.meta.glob<Record<string, unknown>>('./*-names.ts', { eager: true });
const values = Object.values(tables).flatMap((table) =>
  Object.values(table).flatMap((value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.values(value) : [value])),
);
const isPair = (value: unknown): value is readonly [string, string] => Array.isArray(value) && value.length === 2;
const PAIRS = values.filter(isPair);
const SINGLE_NAMES = values.filter((value): value is string => typeof value === 'string');

/** Every key of the event map, once: tsc fails this list when the map gains or loses a name. */
const OWN_EVENTS: Record<LanternEventName, true> = {
  'adding-to-cart': true, 'added-to-cart': true, 'removed-from-cart': true, 'cart-button-updated': true,
  'request-not-sent': true, 'fragments-loaded': true, 'fragments-refreshed': true, 'fragments-error': true,
  'add-to-cart-failed': true, 'wishlist-added': true, 'wishlist-removed': true, 'wishlist-emptied': true,
  'wishlist-buttons-refreshed': true, 'wishlist-data-refreshed': true, 'wishlist-count-changed': true,
  'wishlist-count-loaded': true, 'wishlist-shown': true, 'wishlist-hidden': true, 'wishlist-manage-shown': true,
  'wishlist-manage-hidden': true, 'wishlist-failed': true, 'price-slider-create': true, 'price-slider-slide': true,
  'price-slider-change': true, 'price-slider-updated': true, 'compare-added': true, 'compare-removed': true,
  'compare-count-changed': true, 'compare-count-loaded': true, 'compare-bar-open': true, 'compare-bar-close': true,
  'compare-table-open': true, 'compare-table-close': true, 'compare-sidebar-open': true, 'compare-sidebar-close': true,
  'compare-open': true, 'compare-close': true, 'compare-toggle': true, 'compare-bar-loaded': true,
  'compare-table-loaded': true, 'compare-sidebar-loaded': true, 'compare-filter-loaded': true, 'found-variation': true,
  'reset-data': true, 'show-variation': true, 'hide-variation': true, 'variation-has-changed': true,
  'variation-select-change': true, 'check-variations': true, 'reset-image': true, 'update-variation-values': true,
  'updated-variation-values': true, 'variation-form-ready': true, 'swatch-selected': true, 'swatch-unselected': true,
  'variation-request-failed': true, 'product-tabs-init': true, 'review-rating-init': true,
  'product-gallery-before-init': true, 'product-gallery-after-init': true, 'gallery-reset-slide-position': true,
  'gallery-init-zoom': true, 'cart-updated': true,
  'cart-totals-updated': true, 'cart-emptied': true, 'coupon-applied': true, 'coupon-removed': true,
  'shipping-method-updated': true, 'cart-page-failed': true,
  'checkout-init': true, 'update-checkout': true, 'checkout-updated': true, 'payment-method-selected': true, 'checkout-error': true,
  'checkout-coupon-applied': true, 'checkout-coupon-removed': true, 'checkout-coupon-failed': true,
  'address-i18n-ready': true, 'country-to-state-changed': true, 'country-to-state-changing': true,
};

/** True when the section names `name` in code, alone or followed by its arguments (`woosw_add [id]`). */
const namesClassic = (name: string) => EVENTS_SECTION.includes(`\`${name}\``) || EVENTS_SECTION.includes(`\`${name} [`);
const namesOwn = (name: string) => EVENTS_SECTION.includes(`\`lantern:${name}\``);

describe("the README's event list", () => {
  it('was found, with the tables it is held against', () => {
    expect(EVENTS_SECTION.length).toBeGreaterThan(1000);
    expect(PAIRS.length).toBeGreaterThan(40);
  });

  it('names every classic event Lantern sends or hears, from the tables', () => {
    const classic = [...PAIRS.map(([name]) => name), ...SINGLE_NAMES.filter((name) => !(name in OWN_EVENTS))];
    expect(classic.filter((name) => !namesClassic(name))).toEqual([]);
  });

  it('names every event of our own, from the tables and the event map', () => {
    const own = new Set([...PAIRS.map(([, name]) => name), ...Object.keys(OWN_EVENTS)]);
    expect([...own].filter((name) => !namesOwn(name))).toEqual([]);
  });

  it('names no event of our own that the tables do not have', () => {
    const known = new Set([...PAIRS.map(([, name]) => name), ...Object.keys(OWN_EVENTS)]);
    const named = [...EVENTS_SECTION.matchAll(/`lantern:([a-z-]+)`/g)].map(([, name]) => name as string);
    expect(named.filter((name) => !known.has(name))).toEqual([]);
  });
});
