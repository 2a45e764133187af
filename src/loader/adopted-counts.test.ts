import { describe, expect, it } from 'vitest';
import { adoptedCounts, type CountedIsland } from './adopted-counts';

const ISLANDS: CountedIsland[] = [
  { name: 'store-notice', kind: 'behaviour', adopt: '.woocommerce-store-notice' },
  { name: 'header-cart', kind: 'behaviour', adopt: '.site-header-cart' },
  { name: 'cart-list', kind: 'behaviour', adopt: '.site-header-cart, .cart-list' },
  { name: 'order-attribution', kind: 'page', adopt: 'form.checkout' },
];
const select = (selector: string) => Array.from(document.querySelectorAll(selector));

describe('the islands a page adopts', () => {
  it('counts plugin markup before the scan has marked it, as after: each element once, for the first island that claims it', () => {
    document.body.innerHTML = `<p class="woocommerce-store-notice">Free shipping</p><ul class="site-header-cart"></ul><div class="cart-list"></div><div data-island="header-cart"></div>`;
    const before = adoptedCounts(ISLANDS, new Set(), select);
    document.querySelector<HTMLElement>('.woocommerce-store-notice')!.dataset.island = 'store-notice';
    document.querySelector<HTMLElement>('.site-header-cart')!.dataset.island = 'header-cart';
    document.querySelector<HTMLElement>('.cart-list')!.dataset.island = 'cart-list';
    expect(before).toEqual({ 'store-notice': 1, 'header-cart': 2, 'cart-list': 1 });
    expect(adoptedCounts(ISLANDS, new Set(), select)).toEqual(before);
  });

  it('counts a page-wide behaviour by its markup, and nothing of a surface the shop keeps', () => {
    document.body.innerHTML = `<form class="checkout"></form><form class="checkout"></form><ul class="site-header-cart"></ul>`;
    expect(adoptedCounts(ISLANDS, new Set(['header-cart']), select)).toEqual({ 'cart-list': 1, 'order-attribution': 2 });
  });
});
