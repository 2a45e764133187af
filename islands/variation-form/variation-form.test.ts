import jQuery from 'jquery';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/dom';
import { catalogue, type VariableProduct } from '../../fixtures/catalogue/index';
import { onWcAjax } from '../../fixtures/msw/overrides';
import { testServer } from '../../fixtures/msw/test-server';
import { availableVariations } from '../../fixtures/shop/variation-data';
import { createMountContext } from '../../src/runtime/context';
import { mount } from './variation-form';

const lightBar = catalogue.find((product): product is VariableProduct => product.id === 120);
if (!lightBar) throw new Error('the demo catalogue lost product 120');

/** `single-product/add-to-cart/variable.php` as WooCommerce prints it. */
function variationsForm(product: VariableProduct, ajax: boolean): string {
  const data = ajax ? 'false' : JSON.stringify(availableVariations(product)).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const rows = product.attributes.map((attribute) => {
    const field = `attribute_${attribute.taxonomy}`;
    const options = attribute.options.map((option) => `<option value="${option.slug}" class="attached enabled">${option.name}</option>`);
    return `<tr><th class="label"><label for="${attribute.taxonomy}">${attribute.label}</label></th>
      <td class="value"><select id="${attribute.taxonomy}" name="${field}" data-attribute_name="${field}" data-show_option_none="yes">
      <option value="">Choose an option</option>${options.join('')}</select></td></tr>`;
  });
  return `<form class="variations_form cart" method="post" data-product_id="${product.id}" data-product_variations="${data}">
    <table class="variations" role="presentation"><tbody>${rows.join('')}</tbody></table>
    <button type="button" class="reset_variations" aria-label="Clear options" style="visibility: hidden">Clear</button>
    <div class="reset_variations_alert screen-reader-text" role="alert" aria-live="assertive"></div>
    <div class="single_variation_wrap">
      <div class="woocommerce-variation single_variation" role="alert" aria-relevant="additions"></div>
      <div class="woocommerce-variation-add-to-cart variations_button">
        <div class="quantity"><input type="number" class="input-text qty text" name="quantity" value="1" min="1" max="" step="1"></div>
        <button type="submit" class="single_add_to_cart_button button alt">Add to cart</button>
        <input type="hidden" name="add-to-cart" value="${product.id}">
        <input type="hidden" name="product_id" value="${product.id}">
        <input type="hidden" name="variation_id" class="variation_id" value="0">
      </div>
    </div>
  </form>`;
}

function renderForm(options: { ajax?: boolean } = {}): HTMLFormElement {
  const markup = variationsForm(lightBar!, options.ajax ?? false);
  document.body.innerHTML = `<div class="product"><div class="product_meta"><span class="sku">LB-32-180</span></div>${markup}</div>`;
  const form = document.querySelector<HTMLFormElement>('form.variations_form');
  if (!form) throw new Error('no variation form');
  return form;
}

const select = (name: string) => document.querySelector<HTMLSelectElement>(`select[name="attribute_pa_${name}"]`)!;
const button = () => document.querySelector<HTMLButtonElement>('.single_add_to_cart_button')!;
const variationId = () => document.querySelector<HTMLInputElement>('input.variation_id')!.value;
const shown = () => document.querySelector<HTMLElement>('.single_variation')!;

function choose(name: string, value: string): void {
  select(name).value = value;
  fireEvent.change(select(name));
}

describe('variation form', () => {
  let controller: AbortController;
  beforeEach(() => {
    controller = new AbortController();
    vi.stubGlobal('wc_add_to_cart_variation_params', {
      wc_ajax_url: '/?wc-ajax=%%endpoint%%',
      i18n_no_matching_variations_text: 'No match.',
      i18n_make_a_selection_text: 'Choose first.',
      i18n_unavailable_text: 'Unavailable.',
      i18n_reset_alert_text: 'Reset.',
    });
  });
  afterEach(() => {
    controller.abort();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for a choice before the add to cart button works', () => {
    const form = renderForm();
    mount(createMountContext(form, controller.signal));
    expect(button().classList).toContain('disabled');
    expect(button().classList).toContain('wc-variation-selection-needed');
    expect(button().getAttribute('aria-disabled')).toBe('true');
    expect(form.querySelector('.woocommerce-variation-add-to-cart')?.classList).toContain('woocommerce-variation-add-to-cart-disabled');
    expect(shown().hidden).toBe(true);
  });

  it('shows the price and stock of the match, sets its id and enables the button', () => {
    const form = renderForm();
    const found = vi.fn();
    form.addEventListener('lantern:found-variation', (event) => found((event as CustomEvent).detail));
    mount(createMountContext(form, controller.signal));
    choose('beam', 'flood');
    choose('voltage', '12v');
    expect(variationId()).toBe('12003');
    expect(found).toHaveBeenCalledWith(expect.objectContaining({ variation: expect.objectContaining({ variation_id: 12003 }) }));
    expect(shown().hidden).toBe(false);
    expect(shown().querySelector('.woocommerce-variation-price')?.textContent).toContain('279');
    expect(shown().querySelector('.woocommerce-variation-availability')?.textContent).toContain('5 in stock');
    expect(button().classList).not.toContain('disabled');
    expect(button().hasAttribute('aria-disabled')).toBe(false);
    expect(document.querySelector('.product_meta .sku')?.textContent).toBe(lightBar!.variations[2]!.sku);
  });

  it('keeps the button disabled for an out-of-stock match and explains a click', () => {
    const form = renderForm();
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    mount(createMountContext(form, controller.signal));
    choose('beam', 'combo');
    choose('voltage', '24v');
    expect(variationId()).toBe('12006');
    expect(button().classList).toContain('wc-variation-is-unavailable');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(alert).toHaveBeenCalledWith('Unavailable.');
  });

  it('asks for a selection when the button is clicked too early', () => {
    const form = renderForm();
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    mount(createMountContext(form, controller.signal));
    fireEvent.click(button());
    expect(alert).toHaveBeenCalledWith('Choose first.');
  });

  it('lets a purchasable match submit the form as a normal post', () => {
    const form = renderForm();
    mount(createMountContext(form, controller.signal));
    choose('beam', 'spot');
    choose('voltage', '12v');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('caps the quantity at the match own limit', () => {
    const form = renderForm();
    mount(createMountContext(form, controller.signal));
    const quantity = form.querySelector<HTMLInputElement>('input.qty')!;
    quantity.value = '9';
    choose('beam', 'combo');
    choose('voltage', '12v');
    expect(quantity.getAttribute('max')).toBe('4');
    expect(quantity.value).toBe('4');
  });

  it('disables the values no variation allows and clears a choice that became impossible', () => {
    const form = renderForm();
    const variations = JSON.parse(form.getAttribute('data-product_variations')!) as { attributes: Record<string, string> }[];
    // Leave out flood at 24V, as a shop that does not sell it would print it.
    form.setAttribute(
      'data-product_variations',
      JSON.stringify(variations.filter((v) => !(v.attributes.attribute_pa_beam === 'flood' && v.attributes.attribute_pa_voltage === '24v'))),
    );
    mount(createMountContext(form, controller.signal));
    choose('voltage', '24v');
    const values = Array.from(select('beam').options).map((option) => option.value);
    expect(values).toEqual(['', 'spot', 'combo']);
    choose('beam', 'spot');
    choose('voltage', '12v');
    choose('beam', 'flood');
    expect(Array.from(select('voltage').options).map((option) => option.value)).toEqual(['', '12v']);
  });

  it('marks values whose every variation is out of stock for the swatches', () => {
    const form = renderForm();
    mount(createMountContext(form, controller.signal));
    choose('beam', 'combo');
    const option = Array.from(select('voltage').options).find((candidate) => candidate.value === '24v');
    expect(option?.classList).toContain('out-of-stock');
    expect(option?.disabled).toBe(false);
  });

  it('clears everything from the reset link, says so and tells listeners', () => {
    const form = renderForm();
    const reset = vi.fn();
    form.addEventListener('lantern:reset-data', reset);
    mount(createMountContext(form, controller.signal));
    choose('beam', 'spot');
    choose('voltage', '12v');
    const link = form.querySelector<HTMLElement>('.reset_variations')!;
    expect(link.style.visibility).toBe('visible');
    reset.mockClear();
    fireEvent.click(link);
    expect(select('beam').value).toBe('');
    expect(select('voltage').value).toBe('');
    expect(variationId()).toBe('');
    expect(shown().hidden).toBe(true);
    expect(reset).toHaveBeenCalledTimes(1);
    expect(form.querySelector('.reset_variations_alert')?.textContent).toBe('Reset.');
    expect(link.style.visibility).toBe('hidden');
    expect(document.activeElement).toBe(select('beam'));
  });

  it('keeps the printed variation_id until a select changes, and through a reset another script asks for, as WooCommerce’s form does', () => {
    const form = renderForm();
    mount(createMountContext(form, controller.signal));
    expect(variationId()).toBe('0');
    form.dispatchEvent(new CustomEvent('reset_data', { bubbles: true }));
    expect(variationId()).toBe('0');
    choose('beam', 'spot');
    expect(variationId()).toBe('');
  });

  /** The light bar's data with one variation changed, as a shop would print it. */
  function withVariation(form: HTMLFormElement, id: number, change: Record<string, unknown>): void {
    const changed = availableVariations(lightBar!).map((variation) => (variation.variation_id === id ? { ...variation, ...change } : variation));
    form.setAttribute('data-product_variations', JSON.stringify(changed));
  }

  /** A gallery's first slide as WooCommerce prints it, before the form mounts. */
  function printGallery(form: HTMLFormElement, image: string): HTMLImageElement {
    form.closest('.product')!.insertAdjacentHTML('afterbegin', `<div class="images"><div class="woocommerce-product-gallery__image" data-thumb="bar-100x100.png"><a href="bar.png">${image}</a></div></div>`);
    return document.querySelector<HTMLImageElement>('.wp-post-image')!;
  }

  it('keeps a decorative product picture decorative: its empty alt is back after a variation’s picture, not taken off', () => {
    const form = renderForm();
    const image = printGallery(form, '<img class="wp-post-image" src="bar.png" alt="" title="">');
    withVariation(form, 12001, { image: { ...availableVariations(lightBar!)[0]!.image, alt: '', caption: '' } });
    mount(createMountContext(form, controller.signal));
    choose('beam', 'spot');
    choose('voltage', '12v');
    expect(image.getAttribute('src')).not.toBe('bar.png');
    expect(image.getAttribute('alt')).toBe('');
    expect(image.getAttribute('data-caption')).toBe('');
    fireEvent.click(form.querySelector<HTMLElement>('.reset_variations')!);
    expect(image.getAttribute('src')).toBe('bar.png');
    expect(image.getAttribute('alt')).toBe('');
  });

  it('takes srcset off for a variation picture that has none, puts the printed one back, and gives the slide the picture as its data-thumb', () => {
    const form = renderForm();
    const image = printGallery(form, '<img class="wp-post-image" src="bar.png" srcset="bar.png 600w, bar-2x.png 1200w" alt="Light bar">');
    const picture = { ...availableVariations(lightBar!)[0]!.image, src: 'spot-600x600.png', gallery_thumbnail_src: 'spot-100x100.png', srcset: false };
    withVariation(form, 12001, { image: picture });
    mount(createMountContext(form, controller.signal));
    choose('beam', 'spot');
    choose('voltage', '12v');
    expect(image.getAttribute('src')).toBe('spot-600x600.png');
    expect(image.hasAttribute('srcset')).toBe(false);
    expect(image.closest('[data-thumb]')?.getAttribute('data-thumb')).toBe(picture.src);
    fireEvent.click(form.querySelector<HTMLElement>('.reset_variations')!);
    expect(image.getAttribute('srcset')).toBe('bar.png 600w, bar-2x.png 1200w');
    expect(image.closest('[data-thumb]')?.getAttribute('data-thumb')).toBe('bar-100x100.png');
  });

  it('keeps the button disabled for a match the shop does not sell (is_purchasable false)', () => {
    const form = renderForm();
    withVariation(form, 12001, { is_purchasable: false });
    mount(createMountContext(form, controller.signal));
    choose('beam', 'spot');
    choose('voltage', '12v');
    expect(variationId()).toBe('12001');
    expect(button().classList).toContain('wc-variation-is-unavailable');
    expect(form.querySelector('.woocommerce-variation-add-to-cart')?.classList).toContain('woocommerce-variation-add-to-cart-disabled');
  });

  it('shows the unavailable text instead of price and stock for a hidden variation, and keeps the button disabled', () => {
    const form = renderForm();
    withVariation(form, 12001, { variation_is_visible: false });
    mount(createMountContext(form, controller.signal));
    choose('beam', 'spot');
    choose('voltage', '12v');
    expect(shown().textContent).toBe('Unavailable.');
    expect(shown().querySelector('.woocommerce-variation-price')).toBeNull();
    expect(button().classList).toContain('wc-variation-is-unavailable');
  });

  it('sets a sold-individually match to exactly one and hides the quantity, then shows it again for another', () => {
    const form = renderForm();
    withVariation(form, 12001, { is_sold_individually: 'yes' });
    mount(createMountContext(form, controller.signal));
    const quantity = form.querySelector<HTMLInputElement>('input.qty')!;
    quantity.value = '3';
    choose('beam', 'spot');
    choose('voltage', '12v');
    expect(quantity.value).toBe('1');
    expect(quantity.getAttribute('max')).toBe('');
    expect(quantity.closest<HTMLElement>('.quantity')!.hidden).toBe(true);
    choose('beam', 'flood');
    expect(quantity.closest<HTMLElement>('.quantity')!.hidden).toBe(false);
    expect(quantity.getAttribute('max')).toBe('5');
  });

  it('puts the printed options back when unmounted', () => {
    const form = renderForm();
    mount(createMountContext(form, controller.signal));
    choose('voltage', '24v');
    controller.abort();
    expect(select('beam').options).toHaveLength(4);
  });

  it('reads the variations again on our own reload-product-variations event (no jQuery needed)', () => {
    const form = renderForm();
    mount(createMountContext(form, controller.signal));
    choose('beam', 'combo');
    choose('voltage', '24v');
    expect(button().classList).toContain('wc-variation-is-unavailable');
    const restocked = availableVariations(lightBar!).map((variation) => (variation.variation_id === 12006 ? { ...variation, is_in_stock: true } : variation));
    form.setAttribute('data-product_variations', JSON.stringify(restocked));
    form.dispatchEvent(new CustomEvent('lantern:reload-product-variations'));
    expect(button().classList).not.toContain('disabled');
    // Ajax variation mode after a reload to `false`: the next check asks the server.
    form.setAttribute('data-product_variations', 'false');
    form.dispatchEvent(new Event('reload_product_variations'));
    expect(form.classList).toContain('processing');
  });

  describe('with jQuery on the page', () => {
    beforeEach(() => vi.stubGlobal('jQuery', jQuery));

    it('triggers the classic events in order with their arguments', () => {
      const form = renderForm();
      const heard: string[] = [];
      const $form = jQuery(form);
      $form.on('woocommerce_variation_select_change check_variations update_variation_values woocommerce_variation_has_changed reset_data reset_image hide_variation', (event) => {
        heard.push(event.type);
      });
      let foundArgs: unknown[] = [];
      let showArgs: unknown[] = [];
      $form.on('found_variation', (_event, ...args) => (foundArgs = args));
      $form.on('show_variation', (_event, ...args) => (showArgs = args));
      mount(createMountContext(form, controller.signal));
      choose('beam', 'spot');
      expect(heard).toEqual([
        'check_variations', 'update_variation_values', 'reset_data', 'reset_image', 'hide_variation',
        'woocommerce_variation_select_change', 'check_variations', 'update_variation_values', 'reset_data', 'reset_image', 'hide_variation', 'woocommerce_variation_has_changed',
      ]);
      choose('voltage', '24v');
      expect(foundArgs).toEqual([expect.objectContaining({ variation_id: 12002 })]);
      expect(showArgs).toEqual([expect.objectContaining({ variation_id: 12002 }), true]);
      $form.off();
    });

    it('sends update_variation_values in ajax mode too while a choice is missing, and no woocommerce_update_variation_values', () => {
      const form = renderForm({ ajax: true });
      const heard: string[] = [];
      const $form = jQuery(form);
      $form.on('check_variations update_variation_values woocommerce_update_variation_values reset_data', (event) => heard.push(event.type));
      mount(createMountContext(form, controller.signal));
      choose('beam', 'spot');
      expect(heard).toEqual(['check_variations', 'update_variation_values', 'reset_data', 'check_variations', 'update_variation_values', 'reset_data']);
      $form.off();
    });

    it('reads the variations again when another script triggers reload_product_variations', () => {
      const form = renderForm();
      mount(createMountContext(form, controller.signal));
      choose('beam', 'flood');
      choose('voltage', '12v');
      expect(button().classList).not.toContain('disabled');
      const soldOut = availableVariations(lightBar!).map((variation) =>
        variation.variation_id === 12003 ? { ...variation, is_in_stock: false, availability_html: '<p class="stock out-of-stock">Out of stock</p>' } : variation,
      );
      form.setAttribute('data-product_variations', JSON.stringify(soldOut));
      jQuery(form).trigger('reload_product_variations');
      expect(variationId()).toBe('12003');
      expect(button().classList).toContain('wc-variation-is-unavailable');
      expect(shown().textContent).toContain('Out of stock');
    });

    it('puts the product’s own image back when another script triggers reset_image', () => {
      const form = renderForm();
      form.closest('.product')!.insertAdjacentHTML('afterbegin', '<div class="images"><div class="woocommerce-product-gallery__image" data-thumb="bar-thumb.png"><a href="bar.png"><img class="wp-post-image" src="bar.png" alt="Light bar"></a></div></div>');
      mount(createMountContext(form, controller.signal));
      const image = document.querySelector<HTMLImageElement>('.wp-post-image')!;
      choose('beam', 'spot');
      choose('voltage', '12v');
      expect(image.getAttribute('src')).not.toBe('bar.png');
      jQuery(form).trigger('reset_image');
      expect(image.getAttribute('src')).toBe('bar.png');
      expect(image.getAttribute('alt')).toBe('Light bar');
    });

    it('runs a check when another script sets the selects and triggers check_variations', () => {
      const form = renderForm();
      mount(createMountContext(form, controller.signal));
      select('beam').value = 'spot';
      select('voltage').value = '12v';
      jQuery(form).trigger('check_variations');
      expect(variationId()).toBe('12001');
      jQuery(form).trigger('reset_data');
      expect(shown().hidden).toBe(true);
    });
  });

  describe('in ajax variation mode', () => {
    it('asks the server for the chosen variation', async () => {
      const form = renderForm({ ajax: true });
      mount(createMountContext(form, controller.signal));
      choose('beam', 'flood');
      choose('voltage', '12v');
      await waitFor(() => expect(variationId()).toBe('12003'));
      expect(form.classList).not.toContain('processing');
      expect(button().classList).not.toContain('disabled');
    });

    it('offers every value, whatever the other choice', () => {
      const form = renderForm({ ajax: true });
      mount(createMountContext(form, controller.signal));
      choose('voltage', '24v');
      expect(select('beam').options).toHaveLength(4);
    });

    it('says no product matched when the server answers false', async () => {
      testServer.use(onWcAjax('get_variation', () => HttpResponse.json(false)));
      const form = renderForm({ ajax: true });
      mount(createMountContext(form, controller.signal));
      choose('beam', 'spot');
      choose('voltage', '12v');
      await waitFor(() => expect(form.querySelector('.wc-no-matching-variations')?.textContent).toBe('No match.'));
      expect(form.classList).not.toContain('processing');
    });

    it.each([
      ['a server error', () => new HttpResponse('<html>Fatal error</html>', { status: 500 })],
      ['an HTML page', () => new HttpResponse('<html>Maintenance</html>', { status: 200 })],
      ['a record that is not a variation', () => HttpResponse.json({ nope: true })],
      ['a network failure', () => HttpResponse.error()],
    ])('shows a clear message and unblocks the form after %s', async (_name, reply) => {
      testServer.use(onWcAjax('get_variation', reply));
      const form = renderForm({ ajax: true });
      const failed = vi.fn();
      document.body.addEventListener('lantern:variation-request-failed', failed);
      mount(createMountContext(form, controller.signal));
      choose('beam', 'spot');
      choose('voltage', '12v');
      await waitFor(() => expect(form.querySelector('.wc-no-matching-variations.woocommerce-error')).not.toBeNull());
      expect(form.classList).not.toContain('processing');
      expect(button().classList).toContain('wc-variation-selection-needed');
      expect(failed).toHaveBeenCalledTimes(1);
      document.body.removeEventListener('lantern:variation-request-failed', failed);
    });
  });
});
