import { describe, expect, it, vi } from 'vitest';
import { readSettings } from '../../src/config/settings';
import { markLoading, showError, updateButton } from './button-state';

function button(): HTMLElement {
  document.body.innerHTML = '<p class="product"><a class="button ajax_add_to_cart added" href="?add-to-cart=12">Add to cart</a></p>';
  return document.querySelector<HTMLElement>('.ajax_add_to_cart')!;
}

const settings = (overrides: Partial<ReturnType<typeof readSettings>> = {}) => ({ ...readSettings(document), cartUrl: '/cart/', i18nViewCart: 'View cart', isCart: false, ...overrides });
const errors = () => document.querySelectorAll('.lantern-add-to-cart-error');

describe('an add to cart button', () => {
  it('shows loading and busy while the add runs, without added or an earlier error', () => {
    const add = button();
    showError(add, 'Out of stock');
    markLoading(add);
    expect(add.className).toBe('button ajax_add_to_cart loading');
    expect(add.getAttribute('aria-busy')).toBe('true');
    expect(errors()).toHaveLength(0);
  });

  it("ends added, with one 'View cart' link beside it however many adds, and tells the page", () => {
    const add = button();
    const updated = vi.fn();
    document.addEventListener('lantern:cart-button-updated', updated);
    markLoading(add);
    updateButton(add, true, settings());
    markLoading(add);
    updateButton(add, true, settings());
    document.removeEventListener('lantern:cart-button-updated', updated);

    expect(add.className).toBe('button ajax_add_to_cart added');
    expect(add.hasAttribute('aria-busy')).toBe(false);
    const links = document.querySelectorAll<HTMLAnchorElement>('.added_to_cart');
    expect(links).toHaveLength(1);
    expect(links[0]?.className).toBe('added_to_cart wc-forward');
    expect(links[0]?.getAttribute('href')).toBe('/cart/');
    expect(links[0]?.title).toBe('View cart');
    expect(links[0]?.textContent).toBe('View cart');
    expect(add.nextElementSibling).toBe(links[0]);
    expect(updated).toHaveBeenCalledTimes(2);
    expect((updated.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ button: add });
  });

  it('adds no link on the cart page, and neither link nor added when no fragments came back', () => {
    const add = button();
    markLoading(add);
    updateButton(add, true, settings({ isCart: true }));
    expect(add.classList.contains('added')).toBe(true);
    expect(document.querySelector('.added_to_cart')).toBeNull();

    markLoading(add);
    updateButton(add, false, settings());
    expect(add.className).toBe('button ajax_add_to_cart');
    expect(document.querySelector('.added_to_cart')).toBeNull();
  });

  it('says a failure beside the button as an alert, once, and stops loading', () => {
    const add = button();
    markLoading(add);
    showError(add, 'Out of stock');
    showError(add, 'Still out of stock');
    expect(add.classList.contains('loading')).toBe(false);
    expect(add.hasAttribute('aria-busy')).toBe(false);
    expect(errors()).toHaveLength(1);
    const note = add.nextElementSibling as HTMLElement;
    expect(note.className).toBe('lantern-add-to-cart-error woocommerce-error');
    expect(note.getAttribute('role')).toBe('alert');
    expect(note.textContent).toBe('Still out of stock');
  });
});
