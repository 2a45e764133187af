import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../../src/dom/navigate';
import { replaceCart, replaceTotals } from './replace-cart';

vi.mock('../../src/dom/navigate', () => ({ reloadPage: vi.fn(), navigate: vi.fn() }));

const islands = { hydrate: vi.fn(), unmount: vi.fn() };

const form = (qty: string) =>
  `<form class="woocommerce-cart-form" action="/cart/"><table class="woocommerce-cart-form__contents"><tr class="cart_item"><td><input class="qty" name="cart[a][qty]" value="${qty}"></td></tr></table><button name="update_cart">Update cart</button></form>`;
const totals = (total: string) => `<div class="cart-collaterals"><div class="cart_totals"><span class="total">${total}</span></div></div>`;
const page = (notices: string, content: string) =>
  `<!DOCTYPE html><html><head><title>Cart</title></head><body><div class="woocommerce"><div class="woocommerce-notices-wrapper">${notices}</div>${content}</div></body></html>`;

const PAGE = page('<div class="woocommerce-info" role="alert">Earlier notice</div>', `${form('1')}${totals('$20.00')}`);

describe('putting the cart page the shop answered in place', () => {
  let events: string[];
  const record = (event: Event) => events.push(event.type.replace('lantern:', ''));
  beforeEach(() => {
    document.body.innerHTML = new DOMParser().parseFromString(PAGE, 'text/html').body.innerHTML;
    events = [];
    for (const name of ['cart-updated', 'cart-totals-updated', 'cart-emptied']) document.addEventListener(`lantern:${name}`, record);
    vi.mocked(reloadPage).mockClear();
  });
  afterEach(() => {
    for (const name of ['cart-updated', 'cart-totals-updated', 'cart-emptied']) document.removeEventListener(`lantern:${name}`, record);
  });

  it("replaces the form and totals, shows the reply's notices instead of the page's, and waits for the next change", () => {
    const reply = page('<div class="woocommerce-message" role="alert">Cart updated.</div><div class="woocommerce-message" role="alert">Cart updated.</div>', `${form('3')}${totals('$60.00')}`);
    expect(replaceCart(reply, false, islands)).toBe('updated');
    expect(document.querySelector<HTMLInputElement>('input.qty')?.value).toBe('3');
    expect(document.querySelector('.cart_totals')?.textContent).toBe('$60.00');
    expect(Array.from(document.querySelectorAll('[role="alert"]'), (notice) => notice.textContent)).toEqual(['Cart updated.']);
    expect(document.querySelector<HTMLButtonElement>('[name="update_cart"]')?.disabled).toBe(true);
    expect(events).toEqual(['cart-totals-updated', 'cart-updated']);
    expect(islands.hydrate).toHaveBeenCalled();
  });

  it('keeps the page’s notices when asked to (after a coupon call)', () => {
    replaceCart(page('', `${form('1')}${totals('$20.00')}`), true, islands);
    expect(document.querySelector('.woocommerce-notices-wrapper')?.textContent).toBe('Earlier notice');
  });

  it('shows the empty cart, with its link back to the shop, when the reply has no cart form', () => {
    const empty = page('<div class="woocommerce-message" role="alert">“Lamp” removed. <a class="restore-item" href="/cart/?undo_item=a">Undo?</a></div>', '<div class="wc-empty-cart-message"><div class="cart-empty woocommerce-info" role="status">Your cart is currently empty.</div></div><p class="return-to-shop"><a class="button wc-backward" href="/shop/">Return to shop</a></p>');
    expect(replaceCart(empty, false, islands)).toBe('emptied');
    expect(document.querySelector('.woocommerce-cart-form')).toBeNull();
    expect(document.querySelector('.return-to-shop a')?.getAttribute('href')).toBe('/shop/');
    expect(document.querySelectorAll('.restore-item')).toHaveLength(1);
    expect(events).toEqual(['cart-emptied', 'cart-updated']);
  });

  it('leaves the page alone when the reply is not a cart page', () => {
    const before = document.body.innerHTML;
    expect(replaceCart('<html><body><p>Critical error</p></body></html>', false, islands)).toBe('invalid');
    expect(document.body.innerHTML).toBe(before);
    expect(events).toEqual([]);
  });

  it('loads the page again when it has no cart form to replace (Undo on the empty cart)', () => {
    document.querySelector('.woocommerce-cart-form')?.remove();
    expect(replaceCart(PAGE, false, islands)).toBe('reload');
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('replaces only the totals from update_shipping_method’s reply', () => {
    expect(replaceTotals('<div class="cart_totals"><span>$10.00</span></div>', islands)).toBe(true);
    expect(document.querySelector('.cart_totals')?.textContent).toBe('$10.00');
    expect(events).toEqual(['cart-totals-updated']);
    expect(replaceTotals('<p>no totals</p>', islands)).toBe(false);
  });
});
