import jQuery from 'jquery';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit, onClassic, onJQueryTriggered, vetoed } from './events';
import { onOwn } from './on-own';
import { CART } from './cart-names';
import { CHECKOUT } from './checkout-names';

describe('the event bridge with jQuery on the page', () => {
  let controller: AbortController;
  beforeEach(() => {
    vi.stubGlobal('jQuery', jQuery);
    controller = new AbortController();
  });
  afterEach(() => controller.abort());

  it('gives classic jQuery listeners their positional arguments, once', () => {
    const heard = vi.fn();
    jQuery(document.body).on('added_to_cart', (_event, fragments, hash, $button) => heard(fragments, hash, $button));
    const button = document.createElement('a');
    const detail = { fragments: { a: '<b></b>' }, cartHash: 'hash1', productId: '12', button };
    emit(CART.addedToCart, [{ a: '<b></b>' }, 'hash1', jQuery(button)], detail);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard.mock.calls[0]?.[0]).toEqual({ a: '<b></b>' });
    expect(heard.mock.calls[0]?.[1]).toBe('hash1');
    expect((heard.mock.calls[0]?.[2] as JQuery)[0]).toBe(button);
    jQuery(document.body).off('added_to_cart');
  });

  it('also raises our own bubbling event with the data in detail', () => {
    const detail = vi.fn();
    const off = onOwn('added-to-cart', detail);
    const sent = { fragments: {}, cartHash: 'h', productId: '12', button: document.body };
    emit(CART.addedToCart, [], sent);
    off();
    expect(detail).toHaveBeenCalledWith(sent, expect.any(Event));
  });

  it('hears a third party triggering a classic event through jQuery', () => {
    const refresh = vi.fn();
    onClassic(CART.fragmentRefresh, refresh, controller.signal);
    jQuery(document.body).trigger('wc_fragment_refresh');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('hears a native CustomEvent under a classic name once, not twice', () => {
    const refresh = vi.fn();
    onClassic(CART.fragmentRefresh, refresh, controller.signal);
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh'));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does not hear its own emissions as third-party events', () => {
    const heard = vi.fn();
    onClassic(CART.addedToCart, heard, controller.signal);
    emit(CART.addedToCart, [{}, 'h', null], { fragments: {}, cartHash: 'h', productId: '', button: document.body });
    expect(heard).not.toHaveBeenCalled();
  });

  it('hears another classic event a handler triggers while ours is being triggered', () => {
    const update = vi.fn();
    onClassic(CHECKOUT.updateCheckout, update, controller.signal);
    jQuery(document.body).on('payment_method_selected', () => void jQuery(document.body).trigger('update_checkout'));
    emit(CHECKOUT.paymentMethodSelected, [], { method: 'cod' });
    jQuery(document.body).off('payment_method_selected');
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('asks a question on the element given (a gateway veto on the checkout form)', () => {
    const form = document.createElement('form');
    document.body.append(form);
    jQuery(form).on('checkout_place_order_cod', () => false);
    expect(vetoed('checkout_place_order_cod', [], form)).toBe(true);
    expect(vetoed('checkout_place_order_cod', [])).toBe(false);
    form.remove();
  });

  it('hears a change triggered through jQuery alone, with its element, and leaves native ones to native listeners', () => {
    const form = document.createElement('form');
    const select = document.createElement('select');
    form.append(select);
    document.body.append(form);
    const heard = vi.fn();
    onJQueryTriggered(form, 'change', heard, controller.signal);
    jQuery(select).trigger('change');
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(heard.mock.calls).toEqual([[select]]);
    controller.abort();
    jQuery(select).trigger('change');
    expect(heard).toHaveBeenCalledTimes(1);
    form.remove();
  });

  it('treats only an explicit false as a veto', () => {
    jQuery(document.body).on('should_send_ajax_request.adding_to_cart', () => undefined);
    expect(vetoed(CART.shouldSendAddToCart, [])).toBe(false);
    jQuery(document.body).on('should_send_ajax_request.adding_to_cart', () => false);
    expect(vetoed(CART.shouldSendAddToCart, [])).toBe(true);
    jQuery(document.body).off('should_send_ajax_request');
  });

  it('stops listening when its signal aborts', () => {
    const refresh = vi.fn();
    onClassic(CART.fragmentRefresh, refresh, controller.signal);
    controller.abort();
    jQuery(document.body).trigger('wc_fragment_refresh');
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh'));
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('the event bridge without jQuery', () => {
  it('still raises our own events and never vetoes', () => {
    const detail = vi.fn();
    const off = onOwn('lantern:fragments-loaded', detail);
    emit(CART.fragmentsLoaded, [], { fragments: {}, cartHash: 'h' });
    off();
    expect(detail).toHaveBeenCalledWith({ fragments: {}, cartHash: 'h' }, expect.any(Event));
    expect(vetoed(CART.shouldSendAddToCart, [])).toBe(false);
  });

  it('reads arguments from the detail of a native event', () => {
    const controller = new AbortController();
    const heard = vi.fn();
    onClassic(CART.addedToCart, heard, controller.signal);
    document.body.dispatchEvent(new CustomEvent('added_to_cart', { detail: [{ a: 'b' }, 'hash'] }));
    controller.abort();
    expect(heard).toHaveBeenCalledWith([{ a: 'b' }, 'hash'], document.body);
  });

  it('tells a delegated listener which element the event was triggered on', () => {
    const controller = new AbortController();
    const heard = vi.fn();
    document.body.innerHTML = '<select id="billing_country"></select>';
    onClassic('refresh', heard, controller.signal);
    document.getElementById('billing_country')!.dispatchEvent(new CustomEvent('refresh', { bubbles: true }));
    controller.abort();
    expect(heard).toHaveBeenCalledWith([], document.getElementById('billing_country'));
  });
});
