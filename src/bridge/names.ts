import type { FormRecord } from '../net/form';
import type { Fragments } from '../net/records';
import type { NetError } from '../net/result';

/**
 * Every event name Lantern speaks or hears, in one place.
 * Classic names are jQuery events on `document.body` (WooCommerce and plugins); our own are
 * bubbling CustomEvents on `document.body` with the same data in `detail`.
 */
export const CLASSIC = {
  addingToCart: 'adding_to_cart',
  addedToCart: 'added_to_cart',
  removedFromCart: 'removed_from_cart',
  cartButtonUpdated: 'wc_cart_button_updated',
  requestNotSent: 'ajax_request_not_sent.adding_to_cart',
  shouldSendAddToCart: 'should_send_ajax_request.adding_to_cart',
  fragmentsLoaded: 'wc_fragments_loaded',
  fragmentsRefreshed: 'wc_fragments_refreshed',
  fragmentsAjaxError: 'wc_fragments_ajax_error',
  fragmentRefresh: 'wc_fragment_refresh',
  updatedWcDiv: 'updated_wc_div',
  priceSliderCreate: 'price_slider_create',
  priceSliderSlide: 'price_slider_slide',
  priceSliderChange: 'price_slider_change',
  priceSliderUpdated: 'price_slider_updated',
} as const;

export type ClassicEvent = (typeof CLASSIC)[keyof typeof CLASSIC];

export { OWN_PREFIX } from './prefix';

/** Our own name, without the prefix, for each classic event we emit after our own changes. */
export const OWN = {
  adding_to_cart: 'adding-to-cart',
  added_to_cart: 'added-to-cart',
  removed_from_cart: 'removed-from-cart',
  wc_cart_button_updated: 'cart-button-updated',
  'ajax_request_not_sent.adding_to_cart': 'request-not-sent',
  wc_fragments_loaded: 'fragments-loaded',
  wc_fragments_refreshed: 'fragments-refreshed',
  wc_fragments_ajax_error: 'fragments-error',
  price_slider_create: 'price-slider-create',
  price_slider_slide: 'price-slider-slide',
  price_slider_change: 'price-slider-change',
  price_slider_updated: 'price-slider-updated',
} as const satisfies Partial<Record<ClassicEvent, string>>;

/** Our own events that have no classic counterpart. */
export const OWN_ONLY = {
  addToCartFailed: 'add-to-cart-failed',
} as const;

/** The classic events Lantern emits (the others it only hears). */
export type EmittedClassicEvent = keyof typeof OWN;

/** What a cart change carries: the fragments applied, the new hash, the clicked element. */
export interface CartChangeDetail {
  fragments: Fragments;
  cartHash: string;
  productId: string;
  /** The add button or remove link; `document.body` when a third party did not say. */
  button: HTMLElement;
}

/** The `detail` of each of our own events, by name (README, Events). */
export interface LanternEventMap {
  'adding-to-cart': { button: HTMLElement; data: FormRecord };
  'added-to-cart': CartChangeDetail;
  'removed-from-cart': CartChangeDetail;
  'cart-button-updated': { button: HTMLElement };
  'request-not-sent': { button: HTMLElement };
  /** After a cart change (`productId` set), or on page load from the cache (`fromCache`). */
  'fragments-loaded': { fragments: Fragments; cartHash: string; productId?: string; fromCache?: boolean };
  'fragments-refreshed': { fragments: Fragments; cartHash: string };
  'fragments-error': { error: NetError };
  'add-to-cart-failed': { button: HTMLElement; error: NetError | { kind: 'empty' } };
  /** The price filter slider's range (WooCommerce passes `[min, max]`). */
  'price-slider-create': { min: number; max: number };
  'price-slider-slide': { min: number; max: number };
  'price-slider-change': { min: number; max: number };
  'price-slider-updated': { min: number; max: number };
}

/** The name of one of our own events, without the `lantern:` prefix. */
export type LanternEventName = keyof LanternEventMap;
