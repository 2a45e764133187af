import jQuery from 'jquery';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jqueryHandles, leftToAnotherHandler, seenDoubleHandlers } from './foreign-handlers';

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

/** A click on `target` as Lantern's listener on the document meets it, after the page's own handlers. */
function clickReachingTheDocument(target: Element): Event {
  let reached: Event | undefined;
  const listen = (event: Event) => (reached = event);
  document.addEventListener('click', listen);
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  document.removeEventListener('click', listen);
  if (!reached) throw new Error('the click never reached the document');
  return reached;
}

describe('standing aside for a click another script handles', () => {
  it('says so and records the double handler for the report', () => {
    jQuery(document.body).on('click', '.plus', () => undefined);
    expect(leftToAnotherHandler(clickReachingTheDocument(plus()), plus(), 'quantity', '.quantity .plus')).toBe(true);
    expect(seenDoubleHandlers()).toContainEqual(expect.objectContaining({ surface: 'quantity', selector: '.quantity .plus', detail: expect.stringContaining('jQuery') }));
  });

  it('stands aside for a handler bound without jQuery that took the click (its default prevented)', () => {
    const other = document.querySelector('.other')!;
    const takeIt = (event: Event) => event.preventDefault();
    other.addEventListener('click', takeIt);
    try {
      expect(leftToAnotherHandler(clickReachingTheDocument(other), other, 'native-surface', '.other')).toBe(true);
    } finally {
      other.removeEventListener('click', takeIt);
    }
    expect(seenDoubleHandlers()).toContainEqual(expect.objectContaining({ surface: 'native-surface', detail: expect.stringContaining('prevented its default') }));
  });

  it('keeps the click beside a handler without jQuery that only watches it (an analytics tracker)', () => {
    const other = document.querySelector('.other')!;
    const watch = vi.fn();
    other.addEventListener('click', watch);
    try {
      expect(leftToAnotherHandler(clickReachingTheDocument(other), other, 'watched-surface', '.other')).toBe(false);
    } finally {
      other.removeEventListener('click', watch);
    }
    expect(watch).toHaveBeenCalledOnce();
    expect(seenDoubleHandlers()).not.toContainEqual(expect.objectContaining({ surface: 'watched-surface' }));
  });

  it('records nothing when no other script handles it', () => {
    const other = document.querySelector('.other')!;
    expect(leftToAnotherHandler(clickReachingTheDocument(other), other, 'unhandled-surface', '.other')).toBe(false);
    expect(seenDoubleHandlers()).not.toContainEqual(expect.objectContaining({ surface: 'unhandled-surface' }));
  });
});
