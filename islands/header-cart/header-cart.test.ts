import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/dom';
import { createMountContext } from '../../src/runtime/context';
import { mount } from './header-cart';

const MINI_CART = `
  <ul class="woocommerce-mini-cart cart_list product_list_widget">
    <li class="woocommerce-mini-cart-item mini_cart_item">
      <a href="/cart/?remove_item=abc&amp;_wpnonce=1" class="remove remove_from_cart_button" aria-label="Remove LED Work Light 60W from cart" data-product_id="12" data-cart_item_key="abc" data-product_sku="">&times;</a>
      <a href="/product/led-work-light/">LED Work Light 60W</a>
      <span class="quantity">1 &times; <span class="woocommerce-Price-amount amount">$20.00</span></span>
    </li>
  </ul>`;

function renderHeaderCart(): { cart: HTMLElement; content: HTMLElement } {
  document.body.innerHTML = `
    <ul id="site-header-cart" class="site-header-cart menu">
      <li><a class="cart-contents" href="/cart/" title="View your shopping cart">$20.00 <span class="count">1 item</span></a></li>
      <li><div class="widget woocommerce widget_shopping_cart"><div class="widget_shopping_cart_content">${MINI_CART}</div></div></li>
    </ul>`;
  const cart = document.getElementById('site-header-cart');
  const content = document.querySelector<HTMLElement>('.widget_shopping_cart_content');
  if (!cart || !content) throw new Error('no header cart');
  Object.defineProperty(cart, 'offsetHeight', { configurable: true, value: 60 });
  return { cart, content };
}

/** Where the drop-down's content ends, in px from the top of the window. */
function contentEndsAt(content: HTMLElement, bottom: number): void {
  vi.spyOn(content, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 60, 300, bottom - 60));
}

function cartList(): HTMLElement {
  const list = document.querySelector<HTMLElement>('.cart_list');
  if (!list) throw new Error('no cart list');
  return list;
}

describe('header cart', () => {
  let controller: AbortController;
  beforeEach(() => {
    controller = new AbortController();
    vi.stubGlobal('innerWidth', 1280);
    vi.stubGlobal('innerHeight', 800);
  });
  afterEach(() => controller.abort());

  it('caps the list at 15em with its own scroll bar when the drop-down would run off screen', () => {
    const { cart, content } = renderHeaderCart();
    contentEndsAt(content, 760); // 760 + 60 > 800
    mount(createMountContext(cart, controller.signal));

    expect(cartList().style.maxHeight).toBe('15em');
    expect(cartList().style.overflowY).toBe('auto');
  });

  it('leaves a drop-down that fits alone', () => {
    const { cart, content } = renderHeaderCart();
    contentEndsAt(content, 700);
    mount(createMountContext(cart, controller.signal));
    fireEvent.mouseOver(cart);

    expect(cartList().style.maxHeight).toBe('');
  });

  it('checks again on hover, on the list the fragments put in', () => {
    const { cart, content } = renderHeaderCart();
    contentEndsAt(content, 700);
    mount(createMountContext(cart, controller.signal));

    content.innerHTML = MINI_CART + MINI_CART.replace('cart_list', 'other_list');
    contentEndsAt(content, 790);
    fireEvent.mouseOver(cart.querySelector('.cart-contents') ?? cart);

    expect(cartList().style.maxHeight).toBe('15em');
  });

  it('waits for the page to finish loading before the first check', () => {
    const { cart, content } = renderHeaderCart();
    contentEndsAt(content, 790);
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'interactive' });
    try {
      mount(createMountContext(cart, controller.signal));
      expect(cartList().style.maxHeight).toBe('');
      window.dispatchEvent(new Event('load'));
      expect(cartList().style.maxHeight).toBe('15em');
    } finally {
      Reflect.deleteProperty(document, 'readyState');
    }
  });

  it('does nothing on narrow screens', () => {
    vi.stubGlobal('innerWidth', 767);
    const { cart, content } = renderHeaderCart();
    contentEndsAt(content, 790);
    mount(createMountContext(cart, controller.signal));
    fireEvent.mouseOver(cart);

    expect(cartList().style.maxHeight).toBe('');
  });

  it.each(['woocommerce-cart', 'woocommerce-checkout'])('does nothing on pages marked %s', (marker) => {
    const { cart, content } = renderHeaderCart();
    document.body.classList.add(marker);
    contentEndsAt(content, 790);
    mount(createMountContext(cart, controller.signal));
    fireEvent.mouseOver(cart);

    expect(cartList().style.maxHeight).toBe('');
  });

  it('stops checking on unmount', () => {
    const { cart, content } = renderHeaderCart();
    contentEndsAt(content, 700);
    mount(createMountContext(cart, controller.signal));
    controller.abort();
    contentEndsAt(content, 790);
    fireEvent.mouseOver(cart);

    expect(cartList().style.maxHeight).toBe('');
  });
});
