import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/dom';
import { createMountContext } from '../../src/runtime/context';
import { mount } from './handheld-bar';

const PAGE = `
  <form role="search" class="woocommerce-product-search" aria-label="Header search" action="/">
    <label class="screen-reader-text" for="header-search">Search for:</label>
    <input type="search" id="header-search" class="search-field" name="s" />
  </form>
  <div class="beacon-handheld-footer-bar">
    <ul class="columns-3">
      <li class="my-account"><a href="/my-account/">My Account</a></li>
      <li class="search"><a href="">Search</a>
        <div class="site-search"><div class="widget woocommerce widget_product_search">
          <form role="search" method="get" class="woocommerce-product-search" action="/">
            <label class="screen-reader-text" for="woocommerce-product-search-field-1">Search for:</label>
            <input type="search" id="woocommerce-product-search-field-1" class="search-field" placeholder="Search products&hellip;" value="" name="s" />
            <button type="submit" value="Search">Search</button>
            <input type="hidden" name="post_type" value="product" />
          </form>
        </div></div>
      </li>
      <li class="cart"><a class="footer-cart-contents" href="/cart/">Cart <span class="count">2</span></a></li>
    </ul>
  </div>`;

function mountBar(signal: AbortSignal) {
  document.body.innerHTML = PAGE;
  const bar = document.querySelector<HTMLElement>('.beacon-handheld-footer-bar');
  if (!bar) throw new Error('no bar');
  return mount(createMountContext(bar, signal));
}

// Storefront prints `href=""`, which the test DOM does not expose as a link role.
function searchLink(): HTMLAnchorElement {
  const link = document.querySelector<HTMLAnchorElement>('.beacon-handheld-footer-bar .search > a');
  if (!link) throw new Error('no search link');
  return link;
}
const searchItem = () => searchLink().parentElement;
const isInputFocused = () => document.body.classList.contains('sf-input-focused');

describe('handheld footer bar', () => {
  let controller: AbortController;
  beforeEach(() => (controller = new AbortController()));
  afterEach(() => controller.abort());

  it('opens the search box and puts the cursor in it, then closes it', () => {
    mountBar(controller.signal);
    expect(searchLink().getAttribute('aria-expanded')).toBe('false');

    const followed = fireEvent.click(searchLink());
    expect(followed).toBe(false);
    expect(searchItem()?.classList.contains('active')).toBe(true);
    expect(searchLink().getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.id).toBe('woocommerce-product-search-field-1');

    fireEvent.click(searchLink());
    expect(searchItem()?.classList.contains('active')).toBe(false);
    expect(searchLink().getAttribute('aria-expanded')).toBe('false');
  });

  it('leaves the other links of the bar to navigate', () => {
    mountBar(controller.signal);
    expect(fireEvent.click(screen.getByRole('link', { name: 'My Account' }))).toBe(true);
  });

  it('marks the page while a form outside the bar has focus', () => {
    mountBar(controller.signal);
    const field = document.getElementById('header-search');

    field?.focus();
    expect(isInputFocused()).toBe(true);
    field?.blur();
    expect(isInputFocused()).toBe(false);
  });

  it('does not mark the page for the bar’s own search form', () => {
    mountBar(controller.signal);
    document.getElementById('woocommerce-product-search-field-1')?.focus();
    expect(isInputFocused()).toBe(false);
  });

  it('covers forms added after load, but not fields taken out of the tab order', () => {
    mountBar(controller.signal);
    document.body.insertAdjacentHTML(
      'afterbegin',
      '<form><input id="late" name="email" /><input id="untabbable" tabindex="-1" /></form>',
    );

    document.getElementById('untabbable')?.focus();
    expect(isInputFocused()).toBe(false);
    document.getElementById('late')?.focus();
    expect(isInputFocused()).toBe(true);
  });

  it('only the outer bar acts when inner parts share the theme prefix', () => {
    document.body.innerHTML = '<div class="beacon-handheld-footer-bar"><div class="beacon-handheld-footer-bar-inner"></div></div>';
    const inner = document.querySelector<HTMLElement>('.beacon-handheld-footer-bar-inner');
    if (!inner) throw new Error('no inner part');
    expect(mount(createMountContext(inner, controller.signal))).toBeUndefined();
  });

  it('stops listening and clears its marks on unmount', () => {
    const cleanUp = mountBar(controller.signal);
    document.getElementById('header-search')?.focus();
    controller.abort();
    cleanUp?.();

    expect(isInputFocused()).toBe(false);
    expect(searchLink().hasAttribute('aria-expanded')).toBe(false);
    expect(fireEvent.click(searchLink())).toBe(true);
    document.getElementById('header-search')?.blur();
    document.getElementById('header-search')?.focus();
    expect(isInputFocused()).toBe(false);
  });
});
