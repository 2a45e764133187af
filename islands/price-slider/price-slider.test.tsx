import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSettings } from '../../src/config/settings';
import { setMountSettings } from '../../src/runtime/context';
import { hydrate, unmountAll } from '../../src/runtime/lifecycle';
import { clearRegistry, registerIslands } from '../../src/runtime/registry';
import { islandFor } from '../../src/runtime/testing';
import { priceSlider } from './index';
import * as priceSliderModule from './price-slider';
import { priceWidgetForm } from './testing';

const WIDGET = (step?: number | null) => priceWidgetForm({ low: 20, high: 480, max: 500, step });

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const handles = () => Array.from(document.querySelectorAll<HTMLElement>('[role="slider"]'));
const press = (handle: HTMLElement, key: string) => handle.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

async function mountWidget(step?: number | null): Promise<void> {
  vi.stubGlobal('woocommerce_price_slider_params', {
    currency_format_num_decimals: '0',
    currency_format_symbol: '&#36;',
    currency_format_decimal_sep: '.',
    currency_format_thousand_sep: ',',
    currency_format: '%s%v',
  });
  document.body.innerHTML = WIDGET(step);
  setMountSettings(readSettings(document));
  registerIslands([islandFor({ ...priceSlider, hydrate: 'load' }, priceSliderModule)]);
  hydrate(document);
  await vi.waitFor(() => expect(document.querySelector('.price_slider_wrapper')!.getAttribute('data-island-state')).toBe('ready'));
  expect(handles()).toHaveLength(2);
}

afterEach(() => {
  unmountAll();
  clearRegistry();
  setMountSettings(undefined);
});

describe('the price filter slider', () => {
  beforeEach(() => mountWidget());

  it('replaces the inputs with two labelled slider handles from data-min to data-max', () => {
    expect(input('min_price').style.display).toBe('none');
    expect(document.querySelector<HTMLElement>('.price_slider')!.style.display).toBe('');
    expect(document.querySelector('.price_slider')!.classList.contains('ui-slider')).toBe(true);
    const [low, high] = handles();
    expect(low!.getAttribute('aria-label')).toBe('Min price');
    expect(low!.getAttribute('aria-valuenow')).toBe('20');
    expect(low!.getAttribute('aria-valuemin')).toBe('0');
    expect(high!.getAttribute('aria-valuemax')).toBe('500');
    expect(high!.getAttribute('aria-valuetext')).toBe('$480');
    expect(document.querySelector('.price_label')!.textContent?.replace(/\s+/g, ' ').trim()).toBe('Price: $20 — $480');
  });

  it('moves by the step with arrows and by a fifth of the range with page keys, writing the inputs', async () => {
    const [low, high] = handles();
    press(low!, 'ArrowRight');
    await vi.waitFor(() => expect(input('min_price').value).toBe('30'));
    press(high!, 'PageDown');
    await vi.waitFor(() => expect(input('max_price').value).toBe('380'));
    expect(high!.getAttribute('aria-valuenow')).toBe('380');
    expect(document.querySelector('.price_label .to')!.textContent).toBe('$380');
  });

  it('never lets the handles cross', async () => {
    const [low, high] = handles();
    press(low!, 'End');
    await vi.waitFor(() => expect(input('min_price').value).toBe('480'));
    press(high!, 'Home');
    await vi.waitFor(() => expect(input('max_price').value).toBe('480'));
    expect(Number(input('min_price').value)).toBeLessThanOrEqual(Number(input('max_price').value));
  });

  it('puts the inputs back when unmounted', () => {
    unmountAll();
    expect(input('min_price').style.display).toBe('');
    expect(document.querySelector<HTMLElement>('.price_slider')!.style.display).toBe('none');
  });
});

describe('a widget without a step', () => {
  it('moves by 1', async () => {
    await mountWidget(null);
    press(handles()[0]!, 'ArrowUp');
    await vi.waitFor(() => expect(input('min_price').value).toBe('21'));
  });
});

describe('the slider events', () => {
  it('tells the page each range as WooCommerce does: create, then slide and change on a key', async () => {
    const heard: string[] = [];
    const listening = new AbortController();
    for (const name of ['create', 'slide', 'change', 'updated']) {
      document.addEventListener(`lantern:price-slider-${name}`, (event) => {
        const { min, max } = (event as CustomEvent<{ min: number; max: number }>).detail;
        heard.push(`${name} ${min}-${max}`);
      }, { signal: listening.signal });
    }
    await mountWidget();
    await vi.waitFor(() => expect(heard).toEqual(['create 20-480', 'updated 20-480']));
    press(handles()[1]!, 'ArrowLeft');
    expect(heard.slice(2)).toEqual(['slide 20-470', 'updated 20-470', 'change 20-470', 'updated 20-470']);
    listening.abort();
  });
});
