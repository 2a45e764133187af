import { beforeEach, describe, expect, it } from 'vitest';
import { focusAfterRemove } from './focus-after-remove';

const item = (key: string) =>
  `<li class="woocommerce-mini-cart-item"><a href="?remove_item=${key}" role="button" class="remove remove_from_cart_button" data-cart_item_key="${key}">&times;</a></li>`;
const miniCart = (keys: readonly string[]) =>
  `<div class="widget_shopping_cart_content">${keys.length > 0 ? `<ul class="woocommerce-mini-cart">${keys.map(item).join('')}</ul>` : '<p class="woocommerce-mini-cart__empty-message">No products in the cart.</p>'}</div>`;

/** The side panel and the header cart, each with its own mini-cart holding `keys`. */
function renderPage(keys: readonly string[]): void {
  document.body.innerHTML = `
    <ul id="site-header-cart" class="site-header-cart"><li><a class="cart-contents" href="/cart/">Cart</a></li>
      <li><div class="widget_shopping_cart" id="header-widget">${miniCart(keys)}</div></li></ul>
    <div class="site-header-cart-side"><a href="#" class="close-cart-side">close</a>
      <div class="widget_shopping_cart" id="side-widget">${miniCart(keys)}</div></div>
    <div class="widget_shopping_cart" id="plain-widget">${miniCart(keys)}</div>`;
}

/** What the fragments do: every mini-cart replaced by the server's new one. */
function replaceMiniCarts(keys: readonly string[]): void {
  for (const region of document.querySelectorAll('.widget_shopping_cart_content')) {
    const fresh = document.createElement('template');
    fresh.innerHTML = miniCart(keys);
    region.replaceWith(fresh.content);
  }
}

/** Focuses the remove link of `key` in `widget`, removes it, and returns what has focus then. */
function removeWithKeyboard(widget: string, key: string, before: readonly string[]): Element | null {
  renderPage(before);
  const link = document.querySelector<HTMLElement>(`#${widget} [data-cart_item_key="${key}"]`)!;
  link.focus();
  const restore = focusAfterRemove(link);
  replaceMiniCarts(before.filter((other) => other !== key));
  restore();
  return document.activeElement;
}

describe('focus after a mini-cart remove', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it("goes to the next item's remove link, in the same mini-cart", () => {
    const focused = removeWithKeyboard('side-widget', 'b', ['a', 'b', 'c']);
    expect(focused?.getAttribute('data-cart_item_key')).toBe('c');
    expect(focused?.closest('#side-widget')).not.toBeNull();
  });

  it("goes to the previous item's remove link when the last item was removed", () => {
    expect(removeWithKeyboard('header-widget', 'c', ['a', 'b', 'c'])?.getAttribute('data-cart_item_key')).toBe('b');
  });

  it("goes to the side panel's close control when the cart is empty", () => {
    expect(removeWithKeyboard('side-widget', 'a', ['a'])?.matches('.close-cart-side')).toBe(true);
  });

  it('goes to the header cart link when the header mini-cart is empty', () => {
    expect(removeWithKeyboard('header-widget', 'a', ['a'])?.matches('.cart-contents')).toBe(true);
  });

  it('goes to the mini-cart itself, made focusable, elsewhere', () => {
    const focused = removeWithKeyboard('plain-widget', 'a', ['a']);
    expect(focused?.matches('#plain-widget > .widget_shopping_cart_content')).toBe(true);
    expect(focused?.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves focus alone when it was not on the item, or moved on meanwhile', () => {
    renderPage(['a', 'b']);
    const link = document.querySelector<HTMLElement>('#side-widget [data-cart_item_key="a"]')!;
    const restoreUnfocused = focusAfterRemove(link);
    link.focus();
    const restoreMoved = focusAfterRemove(link);
    const elsewhere = document.querySelector<HTMLElement>('.cart-contents')!;
    elsewhere.focus();
    replaceMiniCarts(['b']);
    restoreUnfocused();
    restoreMoved();
    expect(document.activeElement).toBe(elsewhere);
  });
});
