import { afterEach, describe, expect, it, vi } from 'vitest';
import { onOwn } from './on-own';
import { emitOwn } from './own-events';
import { emitOn } from './events';
import { VARIATION } from './variation-names';

afterEach(() => {
  document.body.replaceChildren();
});

describe('onOwn', () => {
  it('hears an own event on the element it is given, with its detail and the event, and not elsewhere', () => {
    const form = document.createElement('form');
    const other = document.createElement('form');
    const inside = document.createElement('div');
    form.append(inside);
    document.body.append(form, other);
    const heard = vi.fn();
    onOwn(VARIATION.hideVariation[1], heard, undefined, form);
    emitOn(inside, VARIATION.hideVariation, [], {});
    emitOn(other, VARIATION.hideVariation, [], {});
    expect(heard).toHaveBeenCalledTimes(1);
    const [detail, event] = heard.mock.calls[0] as [unknown, Event];
    expect(detail).toEqual({});
    expect(event.target).toBe(inside);
  });

  it('stops hearing once its signal aborts, and once unsubscribed', () => {
    const controller = new AbortController();
    const bySignal = vi.fn();
    const byCall = vi.fn();
    onOwn('wishlist-failed', bySignal, controller.signal);
    const off = onOwn('wishlist-failed', byCall);
    emitOwn('wishlist-failed', { endpoint: 'woosw_add', error: { kind: 'timeout' } });
    controller.abort();
    off();
    emitOwn('wishlist-failed', { endpoint: 'woosw_add', error: { kind: 'timeout' } });
    expect(bySignal).toHaveBeenCalledTimes(1);
    expect(byCall).toHaveBeenCalledTimes(1);
  });
});
