import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMountContext } from '../../src/runtime/context';
import { mount } from './price-slider';
import { priceWidgetForm } from './testing';

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const track = () => document.querySelector<HTMLElement>('.price_slider')!;
const handles = () => Array.from(document.querySelectorAll<HTMLElement>('[role="slider"]'));
const label = () => document.querySelector('.price_label')!.textContent?.replace(/\s+/g, ' ').trim();
const press = (handle: HTMLElement, key: string) => handle.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
const pointer = (type: string, clientX: number, target: Element = track(), pointerId = 1) =>
  target.dispatchEvent(new PointerEvent(type, { clientX, pointerId, button: 0, bubbles: true, cancelable: true }));

let controller: AbortController;
let cleanup: (() => void) | undefined;

/** Draws the slider on `markup`, whose track is 500 px wide from x = 100; `before` runs first. */
function drawOn(markup: string, before: () => void = () => undefined): void {
  vi.stubGlobal('woocommerce_price_slider_params', {
    currency_format_num_decimals: '0',
    currency_format_symbol: '&#36;',
    currency_format_decimal_sep: '.',
    currency_format_thousand_sep: ',',
    currency_format: '%s%v',
  });
  document.body.innerHTML = markup;
  vi.spyOn(track(), 'getBoundingClientRect').mockReturnValue(new DOMRect(100, 0, 500, 6));
  before();
  controller = new AbortController();
  cleanup = mount(createMountContext(document.querySelector<HTMLElement>('.price_slider_wrapper')!, controller.signal));
}

/** The widget from 0 to 500 as printed, with the chosen range (20 to 480 unless told). */
function drawWidget({ low = 20, high = 480, step }: { low?: number; high?: number; step?: number | null } = {}): void {
  drawOn(priceWidgetForm({ low, high, max: 500, step }));
}

afterEach(() => {
  controller.abort();
  cleanup?.();
  cleanup = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the price filter slider', () => {
  it('replaces the inputs with two labelled slider handles from data-min to data-max, in the shop format', () => {
    drawWidget();
    expect(input('min_price').style.display).toBe('none');
    expect(track().style.display).toBe('');
    expect(track().classList.contains('ui-slider')).toBe(true);
    const [low, high] = handles();
    expect(low!.getAttribute('aria-label')).toBe('Min price');
    expect(low!.getAttribute('aria-valuenow')).toBe('20');
    expect(low!.getAttribute('aria-valuemin')).toBe('0');
    expect(low!.getAttribute('aria-valuemax')).toBe('480');
    expect(high!.getAttribute('aria-valuemin')).toBe('20');
    expect(high!.getAttribute('aria-valuemax')).toBe('500');
    expect(high!.getAttribute('aria-valuetext')).toBe('$480');
    expect(high!.style.left).toBe('96%');
    expect(label()).toBe('Price: $20 — $480');
  });

  it('moves by the step with arrows, by a fifth of the range with page keys, to the bounds with Home and End, writing the inputs and label', () => {
    drawWidget();
    const [low, high] = handles();
    press(low!, 'ArrowRight');
    expect(input('min_price').value).toBe('30');
    press(low!, 'Home');
    expect(input('min_price').value).toBe('0');
    press(high!, 'PageDown');
    expect(input('max_price').value).toBe('380');
    expect(high!.getAttribute('aria-valuenow')).toBe('380');
    expect(document.querySelector('.price_label .to')!.textContent).toBe('$380');
    press(high!, 'End');
    expect(input('max_price').value).toBe('500');
    press(low!, 'PageUp');
    expect(input('min_price').value).toBe('100');
    expect(label()).toBe('Price: $100 — $500');
  });

  it('never lets the handles cross', () => {
    drawWidget();
    const [low, high] = handles();
    press(low!, 'End');
    expect(input('min_price').value).toBe('480');
    press(high!, 'Home');
    expect(input('max_price').value).toBe('480');
    press(low!, 'ArrowRight');
    expect([input('min_price').value, input('max_price').value]).toEqual(['480', '480']);
  });

  it('moves by 1 when the widget prints no step', () => {
    drawWidget({ step: null });
    press(handles()[0]!, 'ArrowUp');
    expect(input('min_price').value).toBe('21');
  });

  it('starts from the bounds when the inputs hold no amounts', () => {
    drawOn(priceWidgetForm({ low: 0, high: 500, max: 500 }).replace(/value="\d+"/g, 'value=""'));
    expect(handles().map((handle) => handle.getAttribute('aria-valuenow'))).toEqual(['0', '500']);
  });

  it('keeps the inputs of a widget without usable bounds', () => {
    drawOn(priceWidgetForm({ low: 0, high: 0, max: 0 }));
    expect(handles()).toHaveLength(0);
    expect(input('min_price').style.display).toBe('');
  });

  it('puts the widget back as printed when unmounted', () => {
    drawWidget();
    controller.abort();
    cleanup?.();
    cleanup = undefined;
    expect(input('min_price').style.display).toBe('');
    expect(track().style.display).toBe('none');
    expect(track().children).toHaveLength(0);
  });

  it('hands focus from a field the shopper had focused to its handle', () => {
    drawOn(priceWidgetForm({ low: 20, high: 480, max: 500 }), () => input('max_price').focus());
    expect(document.activeElement).toBe(handles()[1]);
  });
});

describe('dragging on the track', () => {
  it('moves the nearer handle to the press and with the pointer, in steps, never past the other handle', () => {
    drawWidget();
    // One pixel is $1 on the 500 px track from $0 to $500: 147 px in snaps to 150.
    pointer('pointerdown', 100 + 147);
    expect(input('min_price').value).toBe('150');
    expect(document.activeElement).toBe(handles()[0]);
    pointer('pointermove', 100 + 263);
    expect(input('min_price').value).toBe('260');
    pointer('pointermove', 100 + 700);
    expect(input('min_price').value).toBe('480');
    pointer('pointerup', 100 + 700);
    expect(input('max_price').value).toBe('480');
  });

  it('keeps a pressed handle under the pointer: pressing it does not move it', () => {
    drawWidget();
    const high = handles()[1]!;
    vi.spyOn(high, 'getBoundingClientRect').mockReturnValue(new DOMRect(100 + 480 - 12, 0, 24, 24));
    // Pressed 8 px right of its centre, then moved 50 px left.
    pointer('pointerdown', 100 + 488, high);
    expect(input('max_price').value).toBe('480');
    pointer('pointermove', 100 + 438);
    expect(input('max_price').value).toBe('430');
  });

  it('pulls apart two handles at the same amount in the direction of the first move', () => {
    drawWidget({ low: 0, high: 0 });
    pointer('pointerdown', 100);
    pointer('pointermove', 100 + 120);
    pointer('pointerup', 100 + 120);
    expect([input('min_price').value, input('max_price').value]).toEqual(['0', '120']);
  });
});

describe('the slider events', () => {
  it("tells the page each range as WooCommerce's script does: create, then slide and change on a key or a drag", () => {
    const heard: string[] = [];
    const listening = new AbortController();
    for (const name of ['create', 'slide', 'change', 'updated']) {
      document.addEventListener(
        `lantern:price-slider-${name}`,
        (event) => {
          const { min, max } = (event as CustomEvent<{ min: number; max: number }>).detail;
          heard.push(`${name} ${min}-${max}`);
        },
        { signal: listening.signal },
      );
    }
    drawWidget();
    expect(heard).toEqual(['create 20-480', 'updated 20-480']);
    press(handles()[1]!, 'ArrowLeft');
    expect(heard.splice(2)).toEqual(['slide 20-470', 'updated 20-470', 'change 20-470']);
    pointer('pointerdown', 100 + 200);
    pointer('pointermove', 100 + 203);
    pointer('pointerup', 100 + 203);
    expect(heard.splice(2)).toEqual(['slide 200-470', 'updated 200-470', 'change 200-470']);
    listening.abort();
  });
});
