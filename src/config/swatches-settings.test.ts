import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSwatchesSettings } from './swatches-settings';

describe('swatches settings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses the free plugin defaults when the page prints nothing', () => {
    expect(readSwatchesSettings()).toMatchObject({
      showVariationLabel: true,
      variationLabelSeparator: ':',
      clearOnReselect: false,
      showVariationStock: false,
      stockLabelThreshold: 5,
    });
  });

  it.each(['1', 'true', 'YES', ' On ', true, 1])('reads %j as on', (value) => {
    vi.stubGlobal('woo_variation_swatches_options', { clear_on_reselect: value, deselect_unavailable: value });
    expect(readSwatchesSettings()).toMatchObject({ clearOnReselect: true, deselectUnavailable: true });
  });

  it.each(['', '0', 'no', 'off', 'false', 0])('reads %j as off, where older versions took any text as on', (value) => {
    vi.stubGlobal('woo_variation_swatches_options', { show_variation_label: value, clickable_out_of_stock: value });
    expect(readSwatchesSettings()).toMatchObject({ showVariationLabel: false, clickableOutOfStock: false });
  });

  it('reads the threshold and texts as WordPress prints them', () => {
    vi.stubGlobal('woo_variation_swatches_options', { stock_label_threshold: '3', out_of_stock_tooltip_text: '(Sold out)' });
    expect(readSwatchesSettings()).toMatchObject({ stockLabelThreshold: 3, outOfStockTooltipText: '(Sold out)' });
  });
});
