import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchSettings } from './table-settings';

/** The settings popup's fields as the plugin prints them: the name in a `span.move`, no label. */
const PLUGIN_FIELDS = `<div class="woosc-popup woosc-settings"><ul class="woosc-settings-fields">
<li class="woosc-settings-field-li"><input type="checkbox" class="woosc-settings-field" value="image" checked><span class="move">Image</span></li>
<li class="woosc-settings-field-li"><input type="checkbox" class="woosc-settings-field" value="sku" checked><span class="move">SKU</span></li>
<li class="woosc-settings-field-li"><input type="checkbox" class="woosc-settings-field" value="price" checked><span class="move">Price</span></li>
</ul></div>`;

let controller: AbortController | undefined;
afterEach(() => {
  controller?.abort();
  document.body.innerHTML = '';
});

const fieldOrder = () => Array.from(document.querySelectorAll<HTMLInputElement>('.woosc-settings-field')).map((box) => box.value);

describe('the settings popup on the plugin markup', () => {
  it('names each field checkbox after its move handle, and moves a field with the arrow keys on the handle', () => {
    document.body.innerHTML = PLUGIN_FIELDS;
    controller = new AbortController();
    const save = vi.fn();
    watchSettings(controller.signal, save);
    expect(Array.from(document.querySelectorAll('.woosc-settings-field')).map((box) => box.getAttribute('aria-label'))).toEqual(['Image', 'SKU', 'Price']);
    const price = Array.from(document.querySelectorAll<HTMLElement>('.move')).find((handle) => handle.textContent === 'Price')!;
    expect(price.tabIndex).toBe(0);
    price.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true, cancelable: true }));
    expect(fieldOrder()).toEqual(['image', 'price', 'sku']);
    expect(save).toHaveBeenCalledOnce();
  });

  it('saves when a field box changes', () => {
    document.body.innerHTML = PLUGIN_FIELDS;
    controller = new AbortController();
    const save = vi.fn();
    watchSettings(controller.signal, save);
    const sku = document.querySelector<HTMLInputElement>('.woosc-settings-field[value="sku"]')!;
    sku.click();
    expect(save).toHaveBeenCalledOnce();
  });
});
