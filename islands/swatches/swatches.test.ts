import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/dom';
import { createMountContext } from '../../src/runtime/context';
import { mount } from './swatches';

interface Variation {
  variation_id: number;
  attributes: Record<string, string>;
  is_in_stock: boolean;
  max_qty: number | '';
  variation_stock_left: string;
}

const VARIATIONS: Variation[] = [
  { variation_id: 1, attributes: { attribute_pa_beam: 'spot', attribute_pa_voltage: '12v' }, is_in_stock: true, max_qty: 3, variation_stock_left: '3 left' },
  { variation_id: 2, attributes: { attribute_pa_beam: 'spot', attribute_pa_voltage: '24v' }, is_in_stock: true, max_qty: 9, variation_stock_left: '9 left' },
  { variation_id: 3, attributes: { attribute_pa_beam: 'flood', attribute_pa_voltage: '12v' }, is_in_stock: false, max_qty: '', variation_stock_left: '' },
];

function list(field: string, values: string[], radio = false): string {
  const items = values.map(
    (value) => `<li class="variable-item button-variable-item${radio ? ' radio-variable-item' : ''}" role="radio" aria-checked="false" tabindex="0"
      data-attribute_name="${field}" data-value="${value}" data-title="${value.toUpperCase()}" title="${value.toUpperCase()}">
      <div class="variable-item-contents">${
        radio ? `<label><input type="radio" class="variable-item-radio-input" name="wvs_radio_${field}" value="${value}"> ${value}</label>` : value
      }<span class="wvs-stock-left-info" data-wvs-stock-info=""></span></div></li>`,
  );
  return `<ul role="radiogroup" aria-label="${field}" class="variable-items-wrapper" data-attribute_name="${field}"
    data-attribute_values='${JSON.stringify(values)}'>${items.join('')}</ul>`;
}

function row(field: string, values: string[], radio = false): string {
  const options = values.map((value) => `<option value="${value}" class="attached enabled">${value}</option>`).join('');
  return `<tr><th class="label"><label for="${field}">${field}</label></th><td class="value">
    <select id="${field}" class="woo-variation-raw-select" style="display:none" name="${field}" data-attribute_name="${field}">
    <option value="">Choose an option</option>${options}</select>${list(field, values, radio)}</td></tr>`;
}

/** A variation form whose selects the test drives the way the variation form would. */
function renderForm(options: { ajax?: boolean; radioVoltage?: boolean } = {}): HTMLFormElement {
  const data = options.ajax ? 'false' : JSON.stringify(VARIATIONS).replace(/"/g, '&quot;');
  document.body.innerHTML = `<form class="variations_form cart" data-product_id="7" data-product_variations="${data}">
    <table class="variations"><tbody>${row('attribute_pa_beam', ['spot', 'flood', 'combo'])}${row('attribute_pa_voltage', ['12v', '24v'], options.radioVoltage)}</tbody></table>
  </form>`;
  const form = document.querySelector('form')!;
  // What the variation form does on each change: tell the swatches to redraw.
  form.addEventListener('change', () => form.dispatchEvent(new CustomEvent('lantern:variation-has-changed', { bubbles: true })));
  return form;
}

const item = (field: string, value: string) => document.querySelector<HTMLElement>(`ul[data-attribute_name="attribute_pa_${field}"] li[data-value="${value}"]`)!;
const select = (field: string) => document.querySelector<HTMLSelectElement>(`select[name="attribute_pa_${field}"]`)!;

function mountAll(signal: AbortSignal): void {
  for (const ul of Array.from(document.querySelectorAll<HTMLElement>('ul.variable-items-wrapper'))) mount(createMountContext(ul, signal));
}

function setOptions(settings: Record<string, string>): void {
  vi.stubGlobal('woo_variation_swatches_options', {
    show_variation_label: '1',
    variation_label_separator: ':',
    out_of_stock_tooltip_text: '(Out of stock)',
    unavailable_tooltip_text: '(Unavailable)',
    ...settings,
  });
}

describe('swatches', () => {
  let controller: AbortController;
  beforeEach(() => {
    controller = new AbortController();
    setOptions({});
  });
  afterEach(() => {
    controller.abort();
    vi.unstubAllGlobals();
  });

  it('chooses a value on click, marks it selected and shows its title in the label', () => {
    const form = renderForm();
    const changed = vi.fn();
    select('beam').addEventListener('change', changed);
    mountAll(controller.signal);
    expect(form.classList).toContain('wvs-loaded');
    fireEvent.click(item('beam', 'flood'));
    expect(select('beam').value).toBe('flood');
    expect(changed).toHaveBeenCalledTimes(1);
    expect(item('beam', 'flood').classList).toContain('selected');
    expect(item('beam', 'flood').getAttribute('aria-checked')).toBe('true');
    expect(item('beam', 'spot').getAttribute('aria-checked')).toBe('false');
    expect(document.querySelector('.woo-selected-variation-item-name')?.textContent).toBe(': FLOOD');
  });

  it('shows nothing in the label while no item is chosen', () => {
    renderForm();
    mountAll(controller.signal);
    expect(document.querySelector('.woo-selected-variation-item-name')?.textContent).toBe('');
  });

  it('disables an item the select does not offer, with the unavailable tooltip, and ignores its clicks', () => {
    renderForm();
    select('beam').querySelector('option[value="combo"]')!.remove();
    mountAll(controller.signal);
    const combo = item('beam', 'combo');
    expect(combo.classList).toContain('disabled');
    expect(combo.getAttribute('aria-disabled')).toBe('true');
    expect(combo.getAttribute('data-wvstooltip-out-of-stock')).toBe('(Unavailable)');
    expect(combo.getAttribute('aria-label')).toBe('COMBO (Unavailable)');
    fireEvent.click(combo);
    expect(select('beam').value).toBe('');
  });

  it('makes an out-of-stock item no-stock and clickable with clickable_out_of_stock', () => {
    setOptions({ clickable_out_of_stock: 'Yes' });
    renderForm();
    select('beam').querySelector('option[value="flood"]')!.classList.add('out-of-stock');
    mountAll(controller.signal);
    const flood = item('beam', 'flood');
    expect(flood.classList).toContain('no-stock');
    expect(flood.classList).not.toContain('disabled');
    expect(flood.getAttribute('data-wvstooltip-out-of-stock')).toBe('(Out of stock)');
    fireEvent.click(flood);
    expect(select('beam').value).toBe('flood');
  });

  it('clears a chosen value clicked again with clear_on_reselect, and keeps it without', () => {
    renderForm();
    mountAll(controller.signal);
    fireEvent.click(item('beam', 'spot'));
    fireEvent.click(item('beam', 'spot'));
    expect(select('beam').value).toBe('spot');
    controller.abort();
    controller = new AbortController();
    setOptions({ clear_on_reselect: 'on' });
    renderForm();
    mountAll(controller.signal);
    fireEvent.click(item('beam', 'spot'));
    fireEvent.click(item('beam', 'spot'));
    expect(select('beam').value).toBe('');
    expect(item('beam', 'spot').classList).not.toContain('selected');
  });

  it('keeps the new choice and clears the others when it leaves no variation (deselect_unavailable)', () => {
    setOptions({ deselect_unavailable: 'TRUE' });
    renderForm();
    mountAll(controller.signal);
    fireEvent.click(item('voltage', '24v'));
    fireEvent.click(item('beam', 'flood'));
    expect(select('beam').value).toBe('flood');
    expect(select('voltage').value).toBe('');
    expect(item('beam', 'flood').classList).toContain('selected');
  });

  it('keeps an unavailable item choosable with deselect_unavailable: not disabled for screen readers or arrows, and a click keeps it and clears the others', () => {
    setOptions({ deselect_unavailable: 'yes' });
    const form = renderForm({ radioVoltage: true });
    mountAll(controller.signal);
    fireEvent.click(item('beam', 'spot'));
    // What the variation form does with spot chosen on a shop without a spot 24 V variation.
    select('voltage').querySelector<HTMLOptionElement>('option[value="24v"]')!.disabled = true;
    form.dispatchEvent(new CustomEvent('lantern:variation-has-changed'));
    // With the beam cleared, the form offers every voltage again.
    const offerAll = () => form.querySelectorAll('option').forEach((option) => (option.disabled = false));
    form.addEventListener('change', () => select('beam').value === '' && offerAll(), { capture: true });
    const radio = item('voltage', '24v').querySelector('input')!;
    expect(item('voltage', '24v').classList).toContain('disabled');
    expect(radio.disabled).toBe(false);
    expect(radio.getAttribute('aria-label')).toBe('24V (Unavailable)');
    radio.click();
    expect(select('voltage').value).toBe('24v');
    expect(select('beam').value).toBe('');
    expect(item('voltage', '24v').classList).toContain('selected');

    select('beam').querySelector<HTMLOptionElement>('option[value="combo"]')!.disabled = true;
    form.dispatchEvent(new CustomEvent('lantern:variation-has-changed'));
    const combo = item('beam', 'combo');
    expect(combo.classList).toContain('disabled');
    expect(combo.hasAttribute('aria-disabled')).toBe(false);
    item('beam', 'flood').focus();
    fireEvent.keyDown(item('beam', 'flood'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(combo);
    expect(select('beam').value).toBe('combo');
    expect(select('voltage').value).toBe('');
  });

  it('counts only in-stock variations for deselect_unavailable with disable_out_of_stock', () => {
    setOptions({ deselect_unavailable: '1', disable_out_of_stock: '1', clickable_out_of_stock: '1' });
    renderForm();
    mountAll(controller.signal);
    fireEvent.click(item('voltage', '12v'));
    fireEvent.click(item('beam', 'flood'));
    expect(select('voltage').value).toBe('');
    expect(select('beam').value).toBe('flood');
  });

  it('enables every item in ajax variation mode and selects only the chosen one', () => {
    renderForm({ ajax: true });
    select('beam').querySelector<HTMLOptionElement>('option[value="combo"]')!.disabled = true;
    mountAll(controller.signal);
    expect(item('beam', 'combo').classList).not.toContain('disabled');
    fireEvent.click(item('beam', 'combo'));
    expect(item('beam', 'combo').classList).toContain('selected');
    expect(document.querySelectorAll('ul[data-attribute_name="attribute_pa_beam"] li.selected')).toHaveLength(1);
  });

  it('shows stock left for the last unchosen attribute when its variation is low', () => {
    setOptions({ show_variation_stock: '1', stock_label_threshold: '5' });
    renderForm();
    mountAll(controller.signal);
    fireEvent.click(item('beam', 'spot'));
    expect(item('voltage', '12v').classList).toContain('wvs-show-stock-left-info');
    expect(item('voltage', '12v').querySelector('.wvs-stock-left-info')?.getAttribute('data-wvs-stock-info')).toBe('3 left');
    expect(item('voltage', '24v').classList).not.toContain('wvs-show-stock-left-info');
    fireEvent.click(item('voltage', '12v'));
    expect(item('voltage', '12v').classList).not.toContain('wvs-show-stock-left-info');
  });

  it('reads the variations again on reload_product_variations: the stock left follows the new data', () => {
    setOptions({ show_variation_stock: '1', stock_label_threshold: '5' });
    const form = renderForm();
    mountAll(controller.signal);
    fireEvent.click(item('beam', 'spot'));
    expect(item('voltage', '24v').classList).not.toContain('wvs-show-stock-left-info');
    const restocked = VARIATIONS.map((variation) => (variation.variation_id === 2 ? { ...variation, max_qty: 2, variation_stock_left: '2 left' } : variation));
    form.setAttribute('data-product_variations', JSON.stringify(restocked));
    form.dispatchEvent(new CustomEvent('lantern:reload-product-variations'));
    expect(item('voltage', '24v').querySelector('.wvs-stock-left-info')?.getAttribute('data-wvs-stock-info')).toBe('2 left');
    expect(item('voltage', '24v').classList).toContain('wvs-show-stock-left-info');
  });

  it('shows no stock left unless the setting is on', () => {
    renderForm();
    mountAll(controller.signal);
    fireEvent.click(item('beam', 'spot'));
    expect(document.querySelectorAll('.wvs-show-stock-left-info')).toHaveLength(0);
  });

  it('is one tab stop whose arrow keys move and choose, skipping disabled items', () => {
    renderForm();
    select('beam').querySelector<HTMLOptionElement>('option[value="flood"]')!.disabled = true;
    mountAll(controller.signal);
    expect(item('beam', 'spot').tabIndex).toBe(0);
    expect(item('beam', 'combo').tabIndex).toBe(-1);
    item('beam', 'spot').focus();
    fireEvent.keyDown(item('beam', 'spot'), { key: 'ArrowRight' });
    expect(select('beam').value).toBe('combo');
    expect(document.activeElement).toBe(item('beam', 'combo'));
    expect(item('beam', 'combo').tabIndex).toBe(0);
    fireEvent.keyDown(item('beam', 'combo'), { key: 'ArrowRight' });
    expect(select('beam').value).toBe('spot');
  });

  it('leaves the chosen value chosen when an arrow moves onto it, with clear_on_reselect on', () => {
    setOptions({ clear_on_reselect: 'on' });
    renderForm();
    select('beam').querySelector<HTMLOptionElement>('option[value="flood"]')!.disabled = true;
    mountAll(controller.signal);
    fireEvent.click(item('beam', 'spot'));
    expect(select('beam').value).toBe('spot');
    // A pointer left the focus on the unavailable item beside it; Left goes back to spot.
    item('beam', 'flood').focus();
    fireEvent.keyDown(item('beam', 'flood'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(item('beam', 'spot'));
    expect(select('beam').value).toBe('spot');
  });

  it('chooses with Space and Enter', () => {
    renderForm();
    mountAll(controller.signal);
    fireEvent.keyDown(item('beam', 'flood'), { key: ' ' });
    expect(select('beam').value).toBe('flood');
    fireEvent.keyDown(item('beam', 'combo'), { key: 'Enter' });
    expect(select('beam').value).toBe('combo');
  });

  it('lets the radio variant choose through its native radios', () => {
    renderForm({ radioVoltage: true });
    mountAll(controller.signal);
    const radio = item('voltage', '24v').querySelector<HTMLInputElement>('input[type="radio"]')!;
    radio.checked = true;
    fireEvent.change(radio);
    expect(select('voltage').value).toBe('24v');
    expect(radio.checked).toBe(true);
    expect(item('voltage', '24v').getAttribute('role')).toBe('none');
  });

  it('tells listeners which item was chosen', () => {
    renderForm();
    const chosen = vi.fn();
    document.body.addEventListener('lantern:swatch-selected', (event) => chosen((event as CustomEvent).detail));
    mountAll(controller.signal);
    fireEvent.click(item('beam', 'spot'));
    expect(chosen).toHaveBeenCalledWith({ attributeName: 'attribute_pa_beam', value: 'spot' });
  });
});
