import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSettings } from '../../src/config/settings';
import { applyFragments } from '../../src/dom/fragments';
import { islandRuntime } from '../../src/runtime/connect';
import { setMountSettings } from '../../src/runtime/context';
import { hydrate, unmountAll } from '../../src/runtime/lifecycle';
import { clearRegistry, registerIslands } from '../../src/runtime/registry';
import { islandFor } from '../../src/runtime/testing';
import { priceSlider, priceSliderReinit } from './index';
import * as priceSliderModule from './price-slider';
import * as listenerModule from './reinit-listener';
import { priceWidgetForm } from './testing';
import { LISTING } from '../../src/bridge/listing-names';

const widget = (max: number, value = max) =>
  `<div class="widget widget_price_filter">${priceWidgetForm({ low: 0, high: value, max })}</div>`;

const wrapper = () => document.querySelector<HTMLElement>('.price_slider_wrapper')!;
const handles = (root: ParentNode = document) => Array.from(root.querySelectorAll<HTMLElement>('[role="slider"]'));
const drawn = () => vi.waitFor(() => expect(wrapper().dataset.islandState).toBe('ready'));

/** IntersectionObserver callbacks: the test says when the widget comes into view. */
let inView: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];

beforeEach(async () => {
  inView = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        inView.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('woocommerce_price_slider_params', { currency_format_num_decimals: '0', currency_format_symbol: '$', currency_format: '%s%v' });
  performance.clearMeasures('lantern:mount:price-slider-reinit');
  document.body.innerHTML = `<div id="secondary">${widget(500)}</div>`;
  setMountSettings(readSettings(document));
  // As built: the slider waits for its widget to come into view; the listener for the idle page.
  registerIslands([islandFor(priceSlider, priceSliderModule), islandFor({ ...priceSliderReinit, hydrate: 'load' }, listenerModule)]);
  hydrate(document);
  await vi.waitFor(() => expect(performance.getEntriesByName('lantern:mount:price-slider-reinit')).not.toHaveLength(0));
});

afterEach(() => {
  unmountAll();
  clearRegistry();
  setMountSettings(undefined);
  vi.unstubAllGlobals();
});

/** The page's widget comes into view and is drawn. */
async function scrollToSlider(): Promise<HTMLElement> {
  await vi.waitFor(() => expect(inView).not.toHaveLength(0));
  inView.forEach((callback) => callback([{ isIntersecting: true }]));
  await drawn();
  return wrapper().querySelector<HTMLElement>('.price_slider')!;
}

describe('a price widget replaced by fragments (or any script)', () => {
  it('is drawn at once, and the old slider is taken down', async () => {
    const oldTrack = await scrollToSlider();
    expect(handles(oldTrack)).toHaveLength(2);

    applyFragments({ 'div.widget_price_filter': widget(800) }, islandRuntime());

    await drawn();
    expect(handles()).toHaveLength(2);
    expect(handles()[1]!.getAttribute('aria-valuemax')).toBe('800');
    // The old root is unmounted: its handles are gone from the track it drew in.
    expect(oldTrack.isConnected).toBe(false);
    expect(handles(oldTrack)).toHaveLength(0);
  });

  it('is drawn at once on a page whose own widget never came into view', async () => {
    applyFragments({ 'div.widget_price_filter': widget(800) }, islandRuntime());
    await drawn();
    expect(handles()[1]!.getAttribute('aria-valuemax')).toBe('800');
  });

  it('is drawn at once when a script puts it in place of the sidebar without telling anyone', async () => {
    await scrollToSlider();
    document.querySelector('#secondary')!.innerHTML = widget(600);
    await drawn();
    expect(handles()[1]!.getAttribute('aria-valuemax')).toBe('600');
  });
});

describe("WooCommerce's init_price_filter", () => {
  it('draws the widget a script put in place of the sidebar, with its new bounds', async () => {
    // The listener is on the page (beforeEach waited for it); the widget is out of view.
    document.querySelector('#secondary')!.innerHTML = widget(900, 700);
    document.body.dispatchEvent(new Event(LISTING.initPriceFilter));

    await drawn();
    expect(handles().map((handle) => handle.getAttribute('aria-valuenow'))).toEqual(['0', '700']);
    expect(handles()[1]!.getAttribute('aria-valuemax')).toBe('900');
  });

  it('builds a drawn slider again from its inputs, with one root', async () => {
    const track = await scrollToSlider();
    // A script sets the range and asks for the slider again, as with WooCommerce's own.
    wrapper().querySelector<HTMLInputElement>('#max_price')!.value = '300';
    document.body.dispatchEvent(new Event(LISTING.initPriceFilter));

    await vi.waitFor(() => expect(handles()[1]?.getAttribute('aria-valuenow')).toBe('300'));
    expect(wrapper().querySelector('.price_slider')).toBe(track);
    expect(handles()).toHaveLength(2);
  });
});
