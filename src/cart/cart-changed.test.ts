import jQuery from 'jquery';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onOwn } from '../bridge/on-own';
import { readSettings, type Settings } from '../config/settings';
import { cartState } from '../store/cart-slice';
import { cartChanged, fragmentsRefreshed } from './cart-changed';
import { blockedStorage } from './testing';

const MINI_CART = 'div.widget_shopping_cart_content';
const fragments = { [MINI_CART]: '<div class="widget_shopping_cart_content">1 item</div>' };
const reply = { fragments, cartHash: 'hash-1' };

let settings: Settings;
let button: HTMLElement;
/** What the page heard, in order: classic jQuery events with their arguments, then ours with their detail. */
let heard: [string, unknown][];
let stopListening: (() => void)[];

function listen(): void {
  for (const name of ['added_to_cart', 'removed_from_cart', 'wc_fragments_loaded', 'wc_fragments_refreshed']) {
    jQuery(document.body).on(name, (_event, ...args: unknown[]) => void heard.push([name, args]));
  }
  stopListening = ['added-to-cart', 'removed-from-cart', 'fragments-loaded', 'fragments-refreshed'].map((name) =>
    onOwn(name as 'added-to-cart', (detail) => heard.push([name, detail])),
  );
}

beforeEach(() => {
  vi.stubGlobal('jQuery', jQuery);
  document.body.innerHTML = '<div class="widget_shopping_cart_content">empty</div><a class="add_to_cart_button" data-product_id="12">Add</a>';
  button = document.querySelector('a')!;
  settings = { ...readSettings(document), cartHashKey: 'wc_cart_hash_t', fragmentName: 'wc_fragments_t' };
  heard = [];
  listen();
});
afterEach(() => {
  jQuery(document.body).off();
  stopListening.forEach((stop) => stop());
  // Before the shared clean-up, which clears the real storages.
  vi.unstubAllGlobals();
});

describe('a cart change from one of our buttons', () => {
  it('puts the fragments into the page, caches them and remembers the hash and the product', () => {
    cartChanged('added', reply, button, settings);
    expect(document.querySelector('.widget_shopping_cart_content')?.textContent).toBe('1 item');
    expect(JSON.parse(sessionStorage.getItem('wc_fragments_t') ?? '{}')).toEqual(fragments);
    expect(localStorage.getItem('wc_cart_hash_t')).toBe('hash-1');
    expect(cartState().hash).toBe('hash-1');
    expect(cartState().lastAdded?.productId).toBe('12');
  });

  it('fires wc_fragments_loaded with nothing, then added_to_cart with the fragments, the cart hash and the button', () => {
    cartChanged('added', reply, button, settings);
    const [loaded, ownLoaded, classic, own] = heard;
    expect(loaded).toEqual(['wc_fragments_loaded', []]);
    expect(ownLoaded).toEqual(['fragments-loaded', { fragments, cartHash: 'hash-1', productId: '12' }]);
    expect(classic?.[0]).toBe('added_to_cart');
    const [classicFragments, hash, $button] = classic?.[1] as [unknown, unknown, JQuery];
    expect(classicFragments).toEqual(fragments);
    expect(hash).toBe('hash-1');
    expect($button[0]).toBe(button);
    expect(own).toEqual(['added-to-cart', { fragments, cartHash: 'hash-1', productId: '12', button }]);
    expect(heard).toHaveLength(4);
  });

  it('names the product given when the button carries no product id, and none when nothing names it', () => {
    const single = document.createElement('button');
    cartChanged('added', reply, single, settings, false, '31');
    expect(cartState().lastAdded?.productId).toBe('31');
    cartChanged('added', reply, single, settings);
    expect(cartState().lastAdded?.productId).toBe('');
    expect(heard.at(-3)).toEqual(['fragments-loaded', { fragments, cartHash: 'hash-1', productId: '' }]);
  });

  it('fires removed_from_cart for a removal and records no added product', () => {
    cartChanged('removed', reply, button, settings);
    expect(heard.map(([name]) => name)).toEqual(['wc_fragments_loaded', 'fragments-loaded', 'removed_from_cart', 'removed-from-cart']);
    expect(cartState().lastAdded).toBeNull();
  });

  it('keeps the 24-hour clock of the cache running', () => {
    sessionStorage.setItem('wc_cart_hash_t', 'hash-0');
    sessionStorage.setItem('wc_cart_created', '1000');
    cartChanged('added', reply, button, settings);
    expect(sessionStorage.getItem('wc_cart_created')).toBe('1000');
  });

  it('caches nothing when local storage is blocked, as WooCommerce does', () => {
    vi.stubGlobal('localStorage', blockedStorage());
    cartChanged('added', reply, button, settings);
    expect(document.querySelector('.widget_shopping_cart_content')?.textContent).toBe('1 item');
    expect(sessionStorage.getItem('wc_fragments_t')).toBeNull();
    expect(cartState().hash).toBe('hash-1');
  });
});

describe('a cart change a third party announced', () => {
  it('raises only our own event, with the button, since classic listeners heard theirs', () => {
    cartChanged('added', reply, button, settings, true);
    expect(heard).toEqual([
      ['wc_fragments_loaded', []],
      ['fragments-loaded', { fragments, cartHash: 'hash-1', productId: '12' }],
      ['added-to-cart', { fragments, cartHash: 'hash-1', productId: '12', button }],
    ]);
  });
});

describe('a fragments refresh', () => {
  it('applies and caches the fragments, then fires wc_fragments_refreshed with nothing and ours with the cart hash', () => {
    fragmentsRefreshed(reply, settings);
    expect(document.querySelector('.widget_shopping_cart_content')?.textContent).toBe('1 item');
    expect(JSON.parse(sessionStorage.getItem('wc_fragments_t') ?? '{}')).toEqual(fragments);
    expect(cartState().hash).toBe('hash-1');
    expect(heard).toEqual([
      ['wc_fragments_refreshed', []],
      ['fragments-refreshed', { fragments, cartHash: 'hash-1' }],
    ]);
  });

  it('starts no clock when a new tab’s first refresh brings an empty cart', () => {
    fragmentsRefreshed({ fragments, cartHash: '' }, settings);
    expect(sessionStorage.getItem('wc_fragments_t')).not.toBeNull();
    expect(sessionStorage.getItem('wc_cart_created')).toBeNull();
  });

  it('restarts the 24-hour clock for a cart, and keeps it for an empty one', () => {
    sessionStorage.setItem('wc_cart_hash_t', 'hash-0');
    sessionStorage.setItem('wc_cart_created', '1000');
    fragmentsRefreshed({ fragments, cartHash: '' }, settings);
    expect(sessionStorage.getItem('wc_cart_created')).toBe('1000');
    sessionStorage.setItem('wc_cart_hash_t', 'hash-0');
    fragmentsRefreshed(reply, settings);
    expect(Number(sessionStorage.getItem('wc_cart_created'))).toBeGreaterThan(1000);
  });

  it('caches nothing when local storage is blocked', () => {
    vi.stubGlobal('localStorage', blockedStorage());
    fragmentsRefreshed(reply, settings);
    expect(sessionStorage.getItem('wc_fragments_t')).toBeNull();
    expect(cartState().hash).toBe('hash-1');
  });
});
