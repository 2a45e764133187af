import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createApi } from '../runtime/api';
import { noReport } from '../runtime/testing';
import { createLanternStore } from '../store/store';
import { emit } from './events';
import { type CartChangeDetail, type LanternEventMap } from './names';
import { emitOwn } from './own-events';
import { CART } from './cart-names';

describe('lantern.on, typed by event name', () => {
  it('compiles and runs the example in its documentation', () => {
    const lantern = createApi(createLanternStore(), noReport);
    const seen = vi.fn();
    // The example from LanternApi.on, as written there:
    const off = lantern.on('added-to-cart', (detail) => detail.cartHash);
    const offSeen = lantern.on('added-to-cart', seen);
    emit(CART.addedToCart, [], { fragments: {}, cartHash: 'h1', productId: '7', button: document.body });
    off();
    offSeen();
    expect(seen).toHaveBeenCalledWith(expect.objectContaining({ cartHash: 'h1', productId: '7' }), expect.any(Event));
  });

  it('gives each listener the detail of its own event, with or without the prefix', () => {
    const lantern = createApi(createLanternStore(), noReport);
    const offs = [
      lantern.on('added-to-cart', (detail) => expectTypeOf(detail).toEqualTypeOf<CartChangeDetail>()),
      lantern.on('lantern:fragments-error', (detail) => expectTypeOf(detail).toEqualTypeOf<LanternEventMap['fragments-error']>()),
      lantern.on('add-to-cart-failed', (detail) => expectTypeOf(detail.button).toEqualTypeOf<HTMLElement>()),
      // @ts-expect-error: not one of Lantern's events
      lantern.on('no-such-event', () => undefined),
      // @ts-expect-error: a classic name is not ours
      lantern.on('added_to_cart', () => undefined),
    ];
    expectTypeOf(lantern.on).parameter(0).not.toEqualTypeOf<string>();
    offs.forEach((off) => off());
  });

  it('hears an event with no classic counterpart', () => {
    const lantern = createApi(createLanternStore(), noReport);
    const failed = vi.fn();
    const off = lantern.on('add-to-cart-failed', failed);
    emitOwn('add-to-cart-failed', { button: document.body, error: { kind: 'timeout' } });
    off();
    emitOwn('add-to-cart-failed', { button: document.body, error: { kind: 'offline' } });
    expect(failed).toHaveBeenCalledTimes(1);
  });
});
