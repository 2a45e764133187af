import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent } from '@testing-library/dom';
import { attachCfvswTooltips } from './cfvsw-tooltip';
import type { CfvswSettings } from '../../src/config/cfvsw-settings';

const BEAM = "url('data:image/svg+xml,beam')";

/** One attribute's swatches as the plugin prints them: an image swatch, a colour swatch, a label swatch, one printed with tooltips off. */
function renderSwatches(): HTMLElement {
  document.body.innerHTML = `<div class='cfvsw-swatches-container cfvsw-product-container' swatches-attr='attribute_pa_beam'>
    <div class='cfvsw-swatches-option cfvsw-image-option' data-slug='spot' data-title='Spot' data-tooltip='Spot' style=min-width:24px;><div class="cfvsw-swatch-inner" style="background-image:${BEAM};background-size:cover;"></div></div>
    <div class='cfvsw-swatches-option' data-slug='blue' data-title='Blue' data-tooltip='Blue &lt;b&gt;' style=min-width:24px;><div class="cfvsw-swatch-inner" style="background-color:#1e63d6;"></div></div>
    <div class='cfvsw-swatches-option cfvsw-label-option' data-slug='12v' data-title='12V' data-tooltip='12V'><div class="cfvsw-swatch-inner">12V</div></div>
    <div class='cfvsw-swatches-option cfvsw-image-option' data-slug='flood' data-title='Flood' data-tooltip='' ><div class="cfvsw-swatch-inner" style="background-image:${BEAM};"></div></div>
  </div><button id="elsewhere">Elsewhere</button>`;
  return document.querySelector<HTMLElement>('.cfvsw-swatches-container')!;
}

const settings = (tooltipImage: boolean): CfvswSettings => ({ removeAttrClass: 'cfvsw-swatches-blur', htmlDesign: 'none', disableOutOfStock: true, tooltipImage, ajaxUrl: '', addToCartNonce: '' });
const option = (slug: string) => document.querySelector<HTMLElement>(`[data-slug="${slug}"]`)!;
const tooltips = () => Array.from(document.querySelectorAll<HTMLElement>('.cfvsw-tooltip'));
const hover = (slug: string) => fireEvent.pointerOver(option(slug).querySelector('.cfvsw-swatch-inner')!, { pointerType: 'mouse' });
const leave = (slug: string) => fireEvent.pointerOut(option(slug), { pointerType: 'mouse', relatedTarget: document.body });

describe("CartFlows' swatch tooltips", () => {
  let controller: AbortController;
  beforeEach(() => {
    controller = new AbortController();
  });
  afterEach(() => controller.abort());

  it('shows the picture above the name in an image swatch, when tooltip_image is on', () => {
    attachCfvswTooltips(renderSwatches(), settings(true), controller.signal);
    hover('spot');
    const [tip] = tooltips();
    expect(tip?.parentElement).toBe(option('spot'));
    expect(option('spot').firstElementChild).toBe(tip);
    expect(Array.from(tip!.children, (child) => child.className)).toEqual(['cfvsw-tooltip-preview', 'cfvsw-tooltip-label']);
    const preview = tip!.querySelector<HTMLElement>('.cfvsw-tooltip-preview')!;
    expect(preview.style.backgroundImage).toContain('data:image/svg+xml,beam');
    expect(preview.style.backgroundSize).toBe('cover');
    expect(tip!.style.padding).toBe('2px');
    expect(tip!.querySelector('.cfvsw-tooltip-label')?.textContent).toBe('Spot');
    expect(tip!.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the name only when tooltip_image is off, and for a colour swatch either way', () => {
    attachCfvswTooltips(renderSwatches(), settings(false), controller.signal);
    hover('spot');
    expect(tooltips()).toHaveLength(1);
    expect(document.querySelector('.cfvsw-tooltip-preview')).toBeNull();
    expect(tooltips()[0]?.textContent).toBe('Spot');
    controller.abort();
    controller = new AbortController();
    attachCfvswTooltips(renderSwatches(), settings(true), controller.signal);
    hover('blue');
    expect(document.querySelector('.cfvsw-tooltip-preview')).toBeNull();
    // The name as text: the tooltip never parses it.
    expect(tooltips()[0]?.textContent).toBe('Blue <b>');
  });

  it('shows none on a label swatch or one printed without a tooltip', () => {
    attachCfvswTooltips(renderSwatches(), settings(true), controller.signal);
    hover('12v');
    expect(tooltips()).toHaveLength(0);
    hover('flood');
    expect(tooltips()).toHaveLength(0);
  });

  it('goes when the pointer leaves the swatch, not when it moves within it, and shows one at a time', () => {
    attachCfvswTooltips(renderSwatches(), settings(true), controller.signal);
    hover('spot');
    fireEvent.pointerOut(option('spot'), { pointerType: 'mouse', relatedTarget: tooltips()[0] });
    expect(tooltips()).toHaveLength(1);
    hover('blue');
    expect(tooltips().map((tip) => tip.parentElement)).toEqual([option('blue')]);
    leave('blue');
    expect(tooltips()).toHaveLength(0);
  });

  it('shows on keyboard focus too, and Escape dismisses it until focus leaves that swatch', () => {
    attachCfvswTooltips(renderSwatches(), settings(true), controller.signal);
    fireEvent.focusIn(option('blue'));
    expect(tooltips().map((tip) => tip.parentElement)).toEqual([option('blue')]);
    fireEvent.keyDown(option('blue'), { key: 'Escape' });
    expect(tooltips()).toHaveLength(0);
    hover('blue');
    expect(tooltips()).toHaveLength(0);
    fireEvent.focusOut(option('blue'), { relatedTarget: document.querySelector('#elsewhere') });
    leave('blue');
    hover('blue');
    expect(tooltips()).toHaveLength(1);
  });

  it('shows none on a tap', () => {
    attachCfvswTooltips(renderSwatches(), settings(true), controller.signal);
    fireEvent.pointerOver(option('spot'), { pointerType: 'touch' });
    expect(tooltips()).toHaveLength(0);
  });

  it('takes its tooltip away when the swatches are unmounted', () => {
    attachCfvswTooltips(renderSwatches(), settings(true), controller.signal);
    hover('spot');
    controller.abort();
    expect(tooltips()).toHaveLength(0);
  });
});
