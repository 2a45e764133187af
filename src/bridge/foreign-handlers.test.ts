import jQuery from 'jquery';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jqueryHandles, leftToJQueryHandler, seenDoubleHandlers } from './foreign-handlers';

const plus = () => document.querySelector<HTMLElement>('.plus')!;

beforeEach(() => {
  document.body.innerHTML = '<form class="cart"><div class="quantity"><button type="button" class="plus">+</button><input class="qty"></div><a class="other">x</a></form>';
  vi.stubGlobal('jQuery', jQuery);
});
afterEach(() => {
  jQuery(document).off();
  jQuery(document.body).off();
});

describe("another script's jQuery handlers", () => {
  it('are found delegated from the document with a selector the element matches', () => {
    jQuery(document).on('click', '.quantity .plus', () => undefined);
    expect(jqueryHandles(plus(), 'click')).toBe(true);
  });

  it('are found bound on the element itself', () => {
    jQuery(plus()).on('click', () => undefined);
    expect(jqueryHandles(plus(), 'click')).toBe(true);
  });

  it('are found when the selector matches an ancestor below the delegate (an icon inside the button)', () => {
    plus().innerHTML = '<i class="icon"></i>';
    jQuery(document.body).on('click', '.plus', () => undefined);
    expect(jqueryHandles(plus().querySelector('.icon')!, 'click')).toBe(true);
  });

  it('are not counted for other elements, other events or jQuery-only selectors', () => {
    jQuery(document).on('click', '.other', () => undefined);
    jQuery(document).on('change', '.plus', () => undefined);
    jQuery(document).on('click', '.plus:visible', () => undefined);
    // A direct handler on an ancestor runs for every click inside: not a handler of this control.
    jQuery(document.body).on('click', () => undefined);
    expect(jqueryHandles(plus(), 'click')).toBe(false);
  });

  it('are nothing to see without jQuery', () => {
    jQuery(document).on('click', '.plus', () => undefined);
    vi.stubGlobal('jQuery', undefined);
    expect(jqueryHandles(plus(), 'click')).toBe(false);
  });
});

describe('standing aside for a click another script handles', () => {
  it('says so and records the double handler for the report', () => {
    jQuery(document.body).on('click', '.plus', () => undefined);
    expect(leftToJQueryHandler(plus(), 'quantity', '.quantity .plus')).toBe(true);
    expect(seenDoubleHandlers()).toContainEqual(expect.objectContaining({ surface: 'quantity', selector: '.quantity .plus' }));
  });

  it('records nothing when no other script handles it', () => {
    expect(leftToJQueryHandler(document.querySelector('.other')!, 'unhandled-surface', '.other')).toBe(false);
    expect(seenDoubleHandlers()).not.toContainEqual(expect.objectContaining({ surface: 'unhandled-surface' }));
  });
});
