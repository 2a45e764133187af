import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offCanvasId, startOffCanvas, type OffCanvasControl } from './off-canvas-panel';

const hash = (settings: Record<string, unknown>) => encodeURIComponent(`#elementor-action:action=off_canvas:toggle&settings=${btoa(JSON.stringify(settings))}`);

let controller: AbortController;
let control: OffCanvasControl;
const panel = () => document.getElementById('off-canvas-a1b2c3d')!;
const link = (text: string) => Array.from(document.querySelectorAll<HTMLElement>('a')).find((node) => node.textContent === text)!;

function setUp(settings: Record<string, unknown> = {}): void {
  document.body.innerHTML = `
    <a href="${hash({ id: 'a1b2c3d', displayMode: 'toggle' })}">Hours</a>
    <a href="${hash({ id: 'other', displayMode: 'toggle' })}">Other panel</a>
    <div class="elementor-widget-off-canvas" data-settings='${JSON.stringify(settings)}'>
      <div id="off-canvas-a1b2c3d" class="e-off-canvas" role="dialog" aria-hidden="true" inert data-delay-child-handlers="true">
        <div class="e-off-canvas__overlay"></div>
        <div class="e-off-canvas__main"><div class="e-off-canvas__content"><a href="/contact/">Contact</a></div></div>
      </div>
    </div>`;
  controller = new AbortController();
  control = startOffCanvas(panel(), controller.signal);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  controller.abort();
  vi.useRealTimers();
  document.body.className = '';
});

describe('the off-canvas widget', () => {
  it('marks the links whose action names it, and only those', () => {
    setUp();
    expect(link('Hours').getAttribute('aria-controls')).toBe('off-canvas-a1b2c3d');
    expect(link('Hours').getAttribute('aria-expanded')).toBe('false');
    expect(link('Other panel').hasAttribute('aria-controls')).toBe(false);
  });

  it('opens, toggles and closes for its own id only, and says so on its triggers', () => {
    setUp({ prevent_scroll: 'yes' });
    control.apply({ id: 'other', displayMode: 'open' }, null);
    expect(panel().getAttribute('aria-hidden')).toBe('true');
    control.apply({ id: 'a1b2c3d', displayMode: 'open' }, null);
    expect(panel().getAttribute('aria-hidden')).toBe('false');
    expect(panel().hasAttribute('inert')).toBe(false);
    expect(panel().hasAttribute('data-delay-child-handlers')).toBe(false);
    expect(link('Hours').getAttribute('aria-expanded')).toBe('true');
    expect(document.body.classList.contains('e-off-canvas__no-scroll')).toBe(true);
    control.apply({ id: 'a1b2c3d', displayMode: 'toggle' }, null);
    expect(panel().getAttribute('aria-hidden')).toBe('true');
    expect(panel().hasAttribute('inert')).toBe(true);
    expect(document.body.classList.contains('e-off-canvas__no-scroll')).toBe(false);
  });

  it('moves focus in after 100 ms and gives it back to the link that opened it', () => {
    setUp();
    link('Hours').focus();
    control.apply({ id: 'a1b2c3d', displayMode: 'toggle' }, link('Hours'));
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(link('Contact'));
    control.apply({ id: 'a1b2c3d', displayMode: 'close' }, null);
    expect(document.activeElement).toBe(link('Hours'));
  });

  it('closes on Escape and on its overlay, unless its settings prevent each', () => {
    setUp();
    control.apply({ id: 'a1b2c3d', displayMode: 'open' }, null);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(panel().getAttribute('aria-hidden')).toBe('true');
    control.apply({ id: 'a1b2c3d', displayMode: 'open' }, null);
    panel().querySelector<HTMLElement>('.e-off-canvas__overlay')!.click();
    expect(panel().getAttribute('aria-hidden')).toBe('true');
    controller.abort();

    setUp({ is_not_close_on_esc_overlay: 'yes', is_not_close_on_overlay: 'yes' });
    control.apply({ id: 'a1b2c3d', displayMode: 'open' }, null);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    panel().querySelector<HTMLElement>('.e-off-canvas__overlay')!.click();
    expect(panel().getAttribute('aria-hidden')).toBe('false');
  });
});

/** An off-canvas widget as Elementor prints it, with its `data-id` and printed panel id. */
const widget = (dataId: string, printedId: string, text: string) => `
  <div class="elementor-element elementor-widget elementor-widget-off-canvas" data-id="${dataId}">
    <div id="off-canvas-${printedId}" class="e-off-canvas" role="dialog" aria-hidden="true" inert>
      <div class="e-off-canvas__main"><div class="e-off-canvas__content"><a href="/contact/">${text}</a></div></div>
    </div>
  </div>`;

/** A loop item (one product of a loop grid) holding an action link and its off-canvas widget. */
const loopItem = (postId: number, printedId: string) => `
  <div class="elementor e-loop-item e-loop-item-${postId}">
    <a class="specs-${postId}" href="${hash({ id: printedId, displayMode: 'toggle' })}">Specs ${postId}</a>${widget('f00d001', printedId, `Panel ${postId}`)}
  </div>`;

describe('off-canvas widgets repeated by a loop or inside a carousel', () => {
  let controls: OffCanvasControl[] = [];
  const panels = () => Array.from(document.querySelectorAll<HTMLElement>('.e-off-canvas'));
  const openOnes = () => panels().filter((each) => each.getAttribute('aria-hidden') === 'false').map((each) => each.textContent?.trim());
  /** Sends one action to every started widget, as the window event reaches each of them. */
  const send = (detail: Record<string, unknown>) => controls.forEach((each) => each.apply(detail, null));

  function start(markup: string): void {
    document.body.innerHTML = markup;
    controller = new AbortController();
    controls = panels().map((each) => startOffCanvas(each, controller.signal));
  }

  it("is named by its widget's data-id outside a loop, and by its printed id inside one", () => {
    start(`${widget('a1b2c3d', 'a1b2c3d-x', 'Outside')}${loopItem(101, 'f00d001-101')}`);
    expect(panels().map(offCanvasId)).toEqual(['a1b2c3d', 'f00d001-101']);
  });

  it("opens and toggles only the copy in the link's loop item when the loop repeats the printed id", () => {
    start(`${loopItem(101, 'f00d001')}${loopItem(102, 'f00d001')}${loopItem(103, 'f00d001')}`);
    const source = document.querySelector('.specs-102');
    // aria-controls would name three panels at once: each link says only whether its item's copy is open.
    const expanded = () => [101, 102, 103].map((post) => document.querySelector(`.specs-${post}`)!.getAttribute('aria-expanded'));
    expect(source!.hasAttribute('aria-controls')).toBe(false);
    expect(expanded()).toEqual(['false', 'false', 'false']);
    send({ id: 'f00d001', displayMode: 'open', source });
    expect(openOnes()).toEqual(['Panel 102']);
    expect(expanded()).toEqual(['false', 'true', 'false']);
    expect(source!.hasAttribute('aria-controls')).toBe(false);
    send({ id: 'f00d001', displayMode: 'toggle', source });
    expect(openOnes()).toEqual([]);
    send({ id: 'f00d001', displayMode: 'toggle', source: document.querySelector('.specs-103') });
    expect(openOnes()).toEqual(['Panel 103']);
    // A link outside the loop toggles the copy that is open; a close closes whichever is.
    send({ id: 'f00d001', displayMode: 'toggle', source: null });
    expect(openOnes()).toEqual([]);
    send({ id: 'f00d001', displayMode: 'open', source: null });
    expect(openOnes()).toEqual(['Panel 101']);
    send({ id: 'f00d001', displayMode: 'close', source: null });
    expect(openOnes()).toEqual([]);
  });

  it('opens each loop item\'s own copy when the server printed an id per item', () => {
    start(`${loopItem(101, 'f00d001-101')}${loopItem(102, 'f00d001-102')}`);
    send({ id: 'f00d001-102', displayMode: 'open', source: null });
    expect(openOnes()).toEqual(['Panel 102']);
    expect(document.querySelector('.specs-102')!.getAttribute('aria-controls')).toBe('off-canvas-f00d001-102');
  });

  it('marks the element before it in a classic section, as Elementor Pro does for its stylesheet', () => {
    start(`<section class="elementor-section"><div class="elementor-widget-wrap"><div class="heading"></div>${widget('a1b2c3d', 'a1b2c3d', 'Hours')}</div></section><div class="outside"></div>${widget('b2c3d4e', 'b2c3d4e', 'Other')}`);
    expect(document.querySelector('.heading')!.classList.contains('e-element-before-off-canvas')).toBe(true);
    expect(document.querySelector('.outside')!.classList.contains('e-element-before-off-canvas')).toBe(false);
  });

  it('never opens inside a carousel, and leaves its links unmarked', () => {
    start(`<div class="swiper"><div class="swiper-wrapper"><div class="swiper-slide">
      <a class="tip" href="${hash({ id: 'c4r0001', displayMode: 'open' })}">Tip</a>${widget('c4r0001', 'c4r0001', 'In a slide')}
    </div></div></div>`);
    send({ id: 'c4r0001', displayMode: 'open', source: document.querySelector('.tip') });
    send({ id: 'c4r0001', displayMode: 'toggle', source: null });
    expect(openOnes()).toEqual([]);
    expect(document.querySelector('.tip')!.hasAttribute('aria-controls')).toBe(false);
    expect(panels()[0]!.hasAttribute('inert')).toBe(true);
  });
});
