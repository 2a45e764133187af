import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCfvswSettings } from './cfvsw-settings';

describe("CartFlows' Variation Swatches settings", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("uses the plugin's defaults when the page prints nothing", () => {
    expect(readCfvswSettings()).toMatchObject({ removeAttrClass: 'cfvsw-swatches-blur', htmlDesign: 'none', disableOutOfStock: true, tooltipImage: false });
  });

  it('reads the flags as wp_localize_script prints them, "1" and ""', () => {
    vi.stubGlobal('cfvsw_swatches_settings', { tooltip_image: '1', disable_out_of_stock: '' });
    expect(readCfvswSettings()).toMatchObject({ tooltipImage: true, disableOutOfStock: false });
    vi.stubGlobal('cfvsw_swatches_settings', { tooltip_image: '', disable_out_of_stock: '1' });
    expect(readCfvswSettings()).toMatchObject({ tooltipImage: false, disableOutOfStock: true });
  });

  it('keeps the label layout and refuses a look that is not a class name', () => {
    vi.stubGlobal('cfvsw_swatches_settings', { html_design: 'inline', remove_attr_class: 'x" onclick="y' });
    expect(readCfvswSettings()).toMatchObject({ htmlDesign: 'inline', removeAttrClass: 'cfvsw-swatches-blur' });
  });
});
