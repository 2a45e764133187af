import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrate, unmountAll } from '../../src/runtime/lifecycle';
import { setMountSettings } from '../../src/runtime/context';
import { clearRegistry, registerIslands } from '../../src/runtime/registry';
import { islandFor } from '../../src/runtime/testing';
import { readSettings } from '../../src/config/settings';
import { cartState } from '../../src/store/cart-slice';
import { resetStore } from '../../src/store/store';
import { uiState } from '../../src/store/ui-slice';
import { sideCart } from './index';
import * as sideCartModule from './side-cart';

const PAGE = `
  <header><a class="cart-contents" href="/cart/">Cart</a><button id="other">Other</button></header>
  <div class="site-header-cart-side">
    <div class="cart-side-heading"><span class="cart-side-title">Shopping cart</span><a href="#" class="close-cart-side">close</a></div>
    <div class="widget woocommerce widget_shopping_cart"><div class="widget_shopping_cart_content"><a href="/checkout/">Checkout</a></div></div>
  </div>
  <div class="cart-side-overlay"></div>`;

const panel = () => document.querySelector<HTMLElement>('.site-header-cart-side')!;
const overlay = () => document.querySelector<HTMLElement>('.cart-side-overlay')!;

async function mountPanel(bodyClass = ''): Promise<void> {
  document.body.className = bodyClass;
  document.body.innerHTML = PAGE;
  setMountSettings(readSettings(document));
  registerIslands([islandFor({ ...sideCart, hydrate: 'load' }, sideCartModule)]);
  hydrate(document);
  await vi.waitFor(() => expect(panel().getAttribute('data-island-state')).toBe('ready'));
  await vi.waitFor(() => expect(panel().getAttribute('role')).toBe('dialog'));
}

beforeEach(() => mountPanel());
afterEach(() => {
  unmountAll();
  clearRegistry();
  setMountSettings(undefined);
  resetStore();
});

describe('the side mini-cart panel', () => {
  it('keeps the server markup and starts closed and out of reach', () => {
    expect(panel().querySelector('.widget_shopping_cart_content')).not.toBeNull();
    expect(panel().classList.contains('active')).toBe(false);
    expect(panel().hasAttribute('inert')).toBe(true);
    expect(panel().getAttribute('aria-labelledby')).toBe(panel().querySelector('.cart-side-title')!.id);
  });

  it('opens from the header cart link instead of following it', async () => {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('.cart-contents')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(panel().classList.contains('active')).toBe(true));
    expect(overlay().classList.contains('active')).toBe(true);
    expect(panel().hasAttribute('inert')).toBe(false);
    expect(document.querySelector('.cart-contents')!.getAttribute('aria-expanded')).toBe('true');
  });

  it('closes on the close link, the overlay and Escape', async () => {
    for (const close of [
      () => panel().querySelector<HTMLElement>('.close-cart-side')!.click(),
      () => overlay().click(),
      () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })),
    ]) {
      uiState().setSideCartOpen(true);
      await vi.waitFor(() => expect(panel().classList.contains('active')).toBe(true));
      close();
      await vi.waitFor(() => expect(panel().classList.contains('active')).toBe(false));
    }
  });

  it('opens and closes when a script sets the store, and the store follows the panel', async () => {
    uiState().setSideCartOpen(true);
    await vi.waitFor(() => expect(panel().classList.contains('active')).toBe(true));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await vi.waitFor(() => expect(uiState().sideCartOpen).toBe(false));
    expect(panel().classList.contains('active')).toBe(false);
  });

  it('opens by itself after an item is added', async () => {
    cartState().productAdded('12');
    await vi.waitFor(() => expect(panel().classList.contains('active')).toBe(true));
  });

  it('does not open by itself in the page editor', async () => {
    unmountAll();
    clearRegistry();
    await mountPanel('elementor-editor-active');
    cartState().productAdded('12');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(panel().classList.contains('active')).toBe(false);
  });

  it('gives focus back to the cart link when it closes', async () => {
    const link = document.querySelector<HTMLElement>('.cart-contents')!;
    link.focus();
    link.click();
    await vi.waitFor(() => expect(panel().classList.contains('active')).toBe(true));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    await vi.waitFor(() => expect(document.activeElement).toBe(link));
  });
});

describe('focus while the panel is open', () => {
  it('moves into the panel 100 ms after it opens', async () => {
    document.querySelector<HTMLElement>('.cart-contents')!.click();
    await vi.waitFor(() => expect(panel().contains(document.activeElement)).toBe(true));
    expect(document.activeElement).toBe(panel().querySelector('.close-cart-side'));
  });
});

describe('focus after the cart link was replaced', () => {
  it('returns to the live cart link when the one that opened the panel is gone', async () => {
    const link = document.querySelector<HTMLElement>('.cart-contents')!;
    link.focus();
    link.click();
    await vi.waitFor(() => expect(panel().classList.contains('active')).toBe(true));
    const fresh = link.cloneNode(true) as HTMLElement;
    link.replaceWith(fresh);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    await vi.waitFor(() => expect(document.activeElement).toBe(fresh));
  });
});
