import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/dom';
import { createMountContext } from '../../src/runtime/context';
import { mount } from './cfvsw';

/** A row as CartFlows' Variation Swatches prints it: the select in its hidden wrapper, then the swatches. */
function row(field: string, label: string, values: string[]): string {
  const options = values.map((value) => `<option value="${value}" class="attached enabled">${value}</option>`).join('');
  const swatches = values
    .map((value) => `<div class='cfvsw-swatches-option cfvsw-label-option' data-slug='${value}' data-title='${value.toUpperCase()}' style=min-width:24px;><div class="cfvsw-swatch-inner">${value}</div></div>`)
    .join('');
  return `<tr><th class="label"><label for="${field}">${label}</label></th><td class="value">
    <div class="cfvsw-hidden-select"><select id="${field}" name="${field}" data-attribute_name="${field}"><option value="">Choose an option</option>${options}</select></div><div class='cfvsw-swatches-container cfvsw-product-container' swatches-attr='${field}'>${swatches}</div></td></tr>`;
}

function renderForm(): HTMLFormElement {
  document.body.innerHTML = `<form class="variations_form cart" data-product_id="7" data-product_variations="[]">
    <table class="variations"><tbody>${row('attribute_pa_colour', 'Colour', ['blue', 'white', 'green'])}</tbody></table></form>`;
  const form = document.querySelector('form')!;
  form.addEventListener('change', () => form.dispatchEvent(new CustomEvent('lantern:variation-has-changed', { bubbles: true })));
  return form;
}

const option = (value: string) => document.querySelector<HTMLElement>(`.cfvsw-swatches-option[data-slug="${value}"]`)!;
const select = () => document.querySelector<HTMLSelectElement>('select')!;

describe('CartFlows swatches', () => {
  let controller: AbortController;
  beforeEach(() => {
    controller = new AbortController();
    vi.stubGlobal('cfvsw_swatches_settings', { remove_attr_class: 'cfvsw-swatches-blur-cross', html_design: 'none', disable_out_of_stock: '1' });
    renderForm();
    mount(createMountContext(document.querySelector<HTMLElement>('.cfvsw-swatches-container')!, controller.signal));
  });
  afterEach(() => {
    controller.abort();
    vi.unstubAllGlobals();
  });

  it('chooses a colour on click, names it beside the label, and clears it on a second click', () => {
    fireEvent.click(option('white'));
    expect(select().value).toBe('white');
    expect(option('white').classList.contains('cfvsw-selected-swatch')).toBe(true);
    expect(option('white').getAttribute('aria-checked')).toBe('true');
    expect(document.querySelector('.label label .cfvsw-selected-label')?.textContent).toBe('WHITE');
    fireEvent.click(option('white'));
    expect(select().value).toBe('');
    expect(option('white').classList.contains('cfvsw-selected-swatch')).toBe(false);
    expect(document.querySelector('.cfvsw-selected-label')).toBeNull();
  });

  it('names no chosen value beside the label when the label layout is inline', () => {
    controller.abort();
    controller = new AbortController();
    vi.stubGlobal('cfvsw_swatches_settings', { remove_attr_class: 'cfvsw-swatches-blur-cross', html_design: 'inline', disable_out_of_stock: '1' });
    renderForm();
    mount(createMountContext(document.querySelector<HTMLElement>('.cfvsw-swatches-container')!, controller.signal));
    fireEvent.click(option('white'));
    expect(select().value).toBe('white');
    expect(option('white').classList.contains('cfvsw-selected-swatch')).toBe(true);
    expect(document.querySelector('.cfvsw-selected-label')).toBeNull();
    expect(document.querySelector('.label label')?.textContent).toBe('Colour');
  });

  it('is a radio group named by the attribute, with one tab stop', () => {
    const container = document.querySelector('.cfvsw-swatches-container')!;
    expect(container.getAttribute('role')).toBe('radiogroup');
    expect(container.getAttribute('aria-label')).toBe('Colour');
    expect(['blue', 'white', 'green'].map((value) => option(value).tabIndex)).toEqual([0, -1, -1]);
  });

  it('moves the choice with the arrow keys, skipping a value no variation allows', () => {
    select().querySelector<HTMLOptionElement>('option[value="white"]')!.disabled = true;
    fireEvent.change(select());
    expect(option('white').classList.contains('cfvsw-swatches-blur-cross')).toBe(true);
    expect(option('white').classList.contains('cfvsw-swatches-out-of-stock')).toBe(true);
    fireEvent.keyDown(option('blue'), { key: ' ' });
    expect(select().value).toBe('blue');
    fireEvent.keyDown(option('blue'), { key: 'ArrowRight' });
    expect(select().value).toBe('green');
    expect(document.activeElement).toBe(option('green'));
  });

  it('marks a sold-out value disabled and ignores clicks on it', () => {
    const white = select().querySelector<HTMLOptionElement>('option[value="white"]')!;
    white.classList.add('out-of-stock');
    fireEvent.change(select());
    expect(option('white').className).toContain('cfvsw-swatches-blur-cross-disable cfvsw-swatches-disabled');
    expect(option('white').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(option('white'));
    expect(select().value).toBe('');
  });

  it('follows the select when the form is reset', () => {
    fireEvent.click(option('green'));
    select().value = '';
    fireEvent.change(select());
    expect(option('green').classList.contains('cfvsw-selected-swatch')).toBe(false);
    expect(option('blue').tabIndex).toBe(0);
  });
});
