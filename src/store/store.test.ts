import { describe, expect, it } from 'vitest';
import { resetStore, seedStore, store } from './store';

describe('the shared store', () => {
  it('starts from the cart hash WooCommerce left in its cookie', () => {
    document.cookie = 'woocommerce_cart_hash=abc123; path=/';
    seedStore(document);
    expect(store.getState().cart.hash).toBe('abc123');
  });

  it('counts queued cart requests and never goes below zero', () => {
    const state = store.getState();
    state.cartRequestStarted();
    state.cartRequestSettled();
    state.cartRequestSettled();
    expect(store.getState().cart.pending).toBe(0);
  });

  it('records every add as a new event, even for the same product', () => {
    store.getState().productAdded('12');
    const first = store.getState().cart.lastAdded;
    store.getState().productAdded('12');
    expect(store.getState().cart.lastAdded).not.toBe(first);
    resetStore();
    expect(store.getState().cart.lastAdded).toBeNull();
  });
});
