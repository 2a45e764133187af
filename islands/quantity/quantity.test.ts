import jQuery from 'jquery';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/dom';
import { createMountContext } from '../../src/runtime/context';
import { seenDoubleHandlers } from '../../src/bridge/foreign-handlers';
import { mount } from './quantity';

/** `global/quantity-input.php` as WooCommerce prints it. */
function quantityHtml(attributes: { value?: string; min?: string; max?: string; step?: string; type?: string } = {}) {
  const { value = '1', min = '1', max = '', step = '1', type = 'number' } = attributes;
  return `
    <div class="quantity">
      <label class="screen-reader-text" for="quantity_6650a1">LED Work Light 60W quantity</label>
      <input type="${type}" id="quantity_6650a1" class="input-text qty text" name="quantity"
        value="${value}" aria-label="Product quantity" size="4" min="${min}" max="${max}" step="${step}"
        placeholder="" inputmode="numeric" autocomplete="off" />
    </div>`;
}

function mountQuantity(html: string, signal: AbortSignal) {
  document.body.innerHTML = `<form class="cart">${html}</form>`;
  const container = document.querySelector<HTMLElement>('div.quantity');
  const input = document.querySelector<HTMLInputElement>('input.qty');
  if (!container || !input) throw new Error('no quantity field');
  const cleanUp = mount(createMountContext(container, signal));
  return { container, input, cleanUp };
}

const plus = () => screen.getByRole('button', { name: 'Increase quantity: LED Work Light 60W' });
const minus = () => screen.getByRole('button', { name: 'Decrease quantity: LED Work Light 60W' });

/** The theme's own buttons around the field, as themes print them. */
function withThemeButtons(html: string): string {
  return html
    .replace('<input', '<button type="button" class="minus" aria-label="Less">-</button><input')
    .replace(/(\/>)(\s*<\/div>)/, '$1<button type="button" class="plus" aria-label="More">+</button>$2');
}

describe('quantity', () => {
  let controller: AbortController;
  beforeEach(() => {
    controller = new AbortController();
    // These tests are about Lantern's own steppers, which a shop asks for.
    vi.stubGlobal('lantern_config', { surfaces: { 'quantity-buttons': 'take' } });
  });
  afterEach(() => {
    controller.abort();
    vi.unstubAllGlobals();
  });

  it('puts minus before and plus after the field, named after the product', () => {
    const { input } = mountQuantity(quantityHtml(), controller.signal);

    expect(input.previousElementSibling).toBe(minus());
    expect(input.nextElementSibling).toBe(plus());
    expect(plus().getAttribute('type')).toBe('button');
  });

  it('raises a value below min to min on load', () => {
    const { input } = mountQuantity(quantityHtml({ value: '1', min: '3' }), controller.signal);
    expect(input.value).toBe('3');
  });

  it('leaves cart rows alone unless min is positive', () => {
    document.body.innerHTML = `<table><tr><td class="product-quantity">${quantityHtml({ value: '-2', min: '0' })}</td></tr></table>`;
    const container = document.querySelector<HTMLElement>('div.quantity');
    if (!container) throw new Error('no field');
    mount(createMountContext(container, controller.signal));
    expect(screen.getByRole('spinbutton')).toHaveProperty('value', '-2');

    controller.abort();
    controller = new AbortController();
    document.body.innerHTML = `<table><tr><td class="product-quantity">${quantityHtml({ value: '1', min: '2' })}</td></tr></table>`;
    const positive = document.querySelector<HTMLElement>('div.quantity');
    if (!positive) throw new Error('no field');
    mount(createMountContext(positive, controller.signal));
    expect(screen.getByRole('spinbutton')).toHaveProperty('value', '2');
  });

  it('steps up and down, telling the form each time', () => {
    const { input } = mountQuantity(quantityHtml({ value: '2' }), controller.signal);
    const form = document.querySelector('form');
    const heard: string[] = [];
    form?.addEventListener('input', () => heard.push(`input:${input.value}`));
    form?.addEventListener('change', () => heard.push(`change:${input.value}`));

    fireEvent.click(plus());
    fireEvent.click(minus());
    fireEvent.click(minus());

    expect(input.value).toBe('1');
    expect(heard).toEqual(['input:3', 'change:3', 'input:2', 'change:2', 'input:1', 'change:1']);
  });

  it('stops at max and at min without firing events for no change', () => {
    const { input } = mountQuantity(quantityHtml({ value: '4', min: '1', max: '5', step: '2' }), controller.signal);
    const changed = vi.fn();
    input.addEventListener('change', changed);

    fireEvent.click(plus());
    fireEvent.click(plus());
    expect(input.value).toBe('5');
    for (let i = 0; i < 4; i += 1) fireEvent.click(minus());
    expect(input.value).toBe('1');
    expect(changed).toHaveBeenCalledTimes(3);
  });

  it('counts an emptied field as 0', () => {
    const { input } = mountQuantity(quantityHtml({ value: '1', min: '0' }), controller.signal);
    input.value = '';
    fireEvent.click(plus());
    expect(input.value).toBe('1');
  });

  it('keeps the field itself editable', () => {
    const { input } = mountQuantity(quantityHtml(), controller.signal);
    fireEvent.input(input, { target: { value: '7' } });
    fireEvent.click(plus());
    expect(input.value).toBe('8');
  });

  it.each(['date', 'hidden'])('adds no steppers to a %s input', (type) => {
    mountQuantity(quantityHtml({ type }), controller.signal);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('drives steppers the theme printed instead of adding more', () => {
    const { input } = mountQuantity(withThemeButtons(quantityHtml({ value: '2' })), controller.signal);

    expect(screen.getAllByRole('button')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(input.value).toBe('3');
  });

  it('removes its buttons and stops stepping on unmount', () => {
    const { input, cleanUp } = mountQuantity(quantityHtml({ value: '2' }), controller.signal);
    const button = plus();
    controller.abort();
    cleanUp?.();

    fireEvent.click(button);
    expect(input.value).toBe('2');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});

describe('quantity on a shop that did not ask for steppers', () => {
  let controller: AbortController;
  beforeEach(() => (controller = new AbortController()));
  afterEach(() => {
    controller.abort();
    vi.unstubAllGlobals();
  });

  it('adds no buttons where the theme printed none', () => {
    mountQuantity(quantityHtml(), controller.signal);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it("adds none when the configuration leaves them, and still steps the theme's", () => {
    vi.stubGlobal('lantern_config', { surfaces: { 'quantity-buttons': 'leave' } });
    mountQuantity(quantityHtml(), controller.signal);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    controller.abort();
    controller = new AbortController();
    const { input } = mountQuantity(withThemeButtons(quantityHtml({ value: '2' })), controller.signal);
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(input.value).toBe('3');
  });

  it("steps by one when the theme's own jQuery handler steps its buttons", () => {
    vi.stubGlobal('jQuery', jQuery);
    const { input } = mountQuantity(withThemeButtons(quantityHtml({ value: '2' })), controller.signal);
    const step = function (this: HTMLElement) {
      const field = this.parentElement?.querySelector<HTMLInputElement>('input.qty');
      if (field) field.value = String(Number(field.value) + (this.classList.contains('plus') ? 1 : -1));
    };
    jQuery(document).on('click', '.quantity .plus, .quantity .minus', step);
    try {
      fireEvent.click(screen.getByRole('button', { name: 'More' }));
      expect(input.value).toBe('3');
      fireEvent.click(screen.getByRole('button', { name: 'Less' }));
      expect(input.value).toBe('2');
    } finally {
      jQuery(document).off('click', step);
    }
  });

  it('steps by one when a handler is bound on the button itself', () => {
    vi.stubGlobal('jQuery', jQuery);
    const { input } = mountQuantity(withThemeButtons(quantityHtml({ value: '2' })), controller.signal);
    const more = screen.getByRole('button', { name: 'More' });
    jQuery(more).on('click', () => (input.value = String(Number(input.value) + 1)));
    fireEvent.click(more);
    expect(input.value).toBe('3');
  });

  it('steps by one when a handler bound without jQuery on the button stepped first, and records it', () => {
    const { input } = mountQuantity(withThemeButtons(quantityHtml({ value: '2' })), controller.signal);
    const more = screen.getByRole('button', { name: 'More' });
    // As Astra's add-to-cart-quantity-btn.js binds its buttons: addEventListener, no jQuery.
    more.addEventListener('click', () => (input.value = String(Number(input.value) + 1)));
    fireEvent.click(more);
    expect(input.value).toBe('3');
    expect(seenDoubleHandlers()).toContainEqual(expect.objectContaining({ surface: 'quantity' }));
    // The theme's other button, with no handler of its own, is still Lantern's to step.
    fireEvent.click(screen.getByRole('button', { name: 'Less' }));
    expect(input.value).toBe('2');
  });
});
