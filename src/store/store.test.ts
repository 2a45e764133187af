import { describe, expect, it } from 'vitest';
import { cartState } from './cart-slice';
import { createLanternStore, currentStore, resetStore } from './store';
import { uiState } from './ui-slice';

describe('the shared store', () => {
  it('starts empty: a slice joins when something first asks for it', () => {
    const store = createLanternStore();
    expect(store.getState()).toEqual({});
    uiState(store);
    expect(Object.keys(store.getState())).toEqual(['ui']);
  });

  it('starts the cart slice from the hash WooCommerce left in its cookie', () => {
    document.cookie = 'woocommerce_cart_hash=abc123; path=/';
    expect(cartState().hash).toBe('abc123');
    expect(currentStore().getState().cart?.hash).toBe('abc123');
  });

  it('counts queued cart requests and never goes below zero', () => {
    const cart = cartState();
    cart.requestStarted();
    cart.requestSettled();
    cart.requestSettled();
    expect(cartState().pending).toBe(0);
  });

  it('records every add as a new event, even for the same product', () => {
    cartState().productAdded('12');
    const first = cartState().lastAdded;
    cartState().productAdded('12');
    expect(cartState().lastAdded).not.toBe(first);
    resetStore();
    expect(cartState().lastAdded).toBeNull();
  });
});
