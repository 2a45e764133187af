import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testServer } from '../../fixtures/msw/test-server';
import { readSettings } from '../../src/config/settings';
import { navigate } from '../../src/dom/navigate';
import { createMountContext } from '../../src/runtime/context';
import { mount } from './cfvsw-loop';

vi.mock(import('../../src/dom/navigate'), async (importOriginal) => {
  const actual = await importOriginal();
  return { ...actual, navigate: vi.fn(() => true) };
});

/** A shop card as WooCommerce and CartFlows' Variation Swatches print it (the form inside the link). */
function renderCard(formAttributes = ''): void {
  document.body.innerHTML = `<div class="widget_shopping_cart_content"></div><ul class="products"><li class="product post-154">
<a href="/product/marine-underwater-led-27w/" class="woocommerce-LoopProduct-link"><img src="/images/light.svg" srcset="/images/light-324.svg 324w" alt="">
<div class="cfvsw_variations_form variations_form" data-product_id="154" data-product_variations="[]" ${formAttributes}><table class="cfvsw-shop-variations variations"><tbody>
<tr><td class="value"><div class="cfvsw-hidden-select"><select name="attribute_pa_colour" data-attribute_name="attribute_pa_colour"><option value="">Choose</option><option value="green">Green</option></select></div></td></tr>
<tr><td class="value"><div class="cfvsw-hidden-select"><select name="attribute_pa_voltage" data-attribute_name="attribute_pa_voltage"><option value="">Choose</option><option value="24v">24V</option></select></div></td></tr>
</tbody></table></div>
<h2>Marine Underwater LED 27W</h2><span class="price">$179.00 – $189.00</span></a>
<a href="/product/marine-underwater-led-27w/" class="button product_type_variable add_to_cart_button cfvsw_ajax_add_to_cart" data-product_id="154" aria-label="Select options for “Marine Underwater LED 27W”" data-add_to_cart_text="Add to Cart" data-select_options_text="Select options">Select options</a></li></ul>`;
}

const button = () => document.querySelector<HTMLAnchorElement>('a.cfvsw_ajax_add_to_cart')!;
const form = () => document.querySelector<HTMLElement>('.cfvsw_variations_form')!;
const image = () => document.querySelector('img')!;
const shownPrice = () => Array.from(document.querySelectorAll<HTMLElement>('.price')).filter((price) => !price.closest('[hidden]'));

/** The variation form's own events, as the variation-form island sends them on the card's form. */
function found(): void {
  for (const select of Array.from(form().querySelectorAll('select'))) select.value = select.options[1]?.value ?? '';
  const variation = { variation_id: 15406, attributes: {}, image: { thumb_src: '/images/light-green.svg' }, price_html: '<span class="price">$189.00</span>' };
  form().dispatchEvent(new CustomEvent('lantern:found-variation', { detail: { variation } }));
}
const reset = () => form().dispatchEvent(new CustomEvent('lantern:reset-data', { detail: {} }));
const click = () => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  button().dispatchEvent(event);
  return event;
};

let controller: AbortController;
const sent: string[] = [];

beforeEach(() => {
  vi.mocked(navigate).mockClear();
  sent.length = 0;
  vi.stubGlobal('cfvsw_swatches_settings', { ajax_url: '/wp-admin/admin-ajax.php', ajax_add_to_cart_nonce: 'c0ffee1234' });
  testServer.events.on('request:start', ({ request }) => {
    if (request.url.includes('admin-ajax.php')) void request.clone().text().then((body) => sent.push(body));
  });
});
afterEach(() => {
  controller.abort();
  testServer.events.removeAllListeners();
  vi.unstubAllGlobals();
});

function mountCard(formAttributes = ''): void {
  renderCard(formAttributes);
  controller = new AbortController();
  mount(createMountContext(button(), controller.signal, { ...readSettings(document), requestTimeout: 2000 }));
}

describe("CartFlows' shop-page card", () => {
  it("shows the chosen variation's picture, price and add to cart, and comes back as printed on reset", () => {
    mountCard();
    found();
    expect(image().getAttribute('src')).toBe('/images/light-green.svg');
    expect(image().hasAttribute('srcset')).toBe(false);
    expect(shownPrice().map((price) => price.textContent)).toEqual(['$189.00']);
    expect(button().textContent).toBe('Add to Cart');
    expect(button().classList.contains('cfvsw_variation_found')).toBe(true);
    expect(button().getAttribute('data-variation_id')).toBe('15406');
    expect(JSON.parse(button().getAttribute('data-selected_variant') ?? '')).toEqual({ attribute_pa_colour: 'green', attribute_pa_voltage: '24v' });
    expect(button().hasAttribute('aria-label')).toBe(false);

    reset();
    expect(image().getAttribute('src')).toBe('/images/light.svg');
    expect(image().getAttribute('srcset')).toBe('/images/light-324.svg 324w');
    expect(shownPrice().map((price) => price.textContent)).toEqual(['$179.00 – $189.00']);
    expect(button().textContent).toBe('Select options');
    expect(button().classList.contains('cfvsw_variation_found')).toBe(false);
    expect(button().hasAttribute('data-variation_id')).toBe(false);
    expect(button().getAttribute('aria-label')).toBe('Select options for “Marine Underwater LED 27W”');
  });

  it("shows a variation the card was printed with, chosen before it listened", () => {
    renderCard();
    const variations = [{ variation_id: 15406, attributes: { attribute_pa_colour: 'green', attribute_pa_voltage: '24v' }, image: { thumb_src: '/images/light-green.svg' }, price_html: '<span class="price">$189.00</span>' }];
    form().setAttribute('data-product_variations', JSON.stringify(variations));
    for (const select of Array.from(form().querySelectorAll('select'))) select.value = select.options[1]?.value ?? '';
    controller = new AbortController();
    mount(createMountContext(button(), controller.signal, readSettings(document)));
    expect(button().getAttribute('data-variation_id')).toBe('15406');
    expect(image().getAttribute('src')).toBe('/images/light-green.svg');
  });

  it('in catalog mode changes only the picture', () => {
    mountCard('data-cfvsw-catalog=1');
    found();
    expect(image().getAttribute('src')).toBe('/images/light-green.svg');
    expect(shownPrice()).toHaveLength(1);
    expect(button().textContent).toBe('Select options');
  });

  it('leaves a click on "Select options" to its link, and does not follow the card link when choosing', () => {
    mountCard();
    expect(click().defaultPrevented).toBe(false);
    const choice = new MouseEvent('click', { bubbles: true, cancelable: true });
    form().querySelector('td')!.dispatchEvent(choice);
    expect(choice.defaultPrevented).toBe(true);
  });

  it("adds the chosen variation through the plugin's action and applies the cart's fragments", async () => {
    mountCard();
    found();
    expect(click().defaultPrevented).toBe(true);
    expect(button().getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() => expect(button().classList.contains('added')).toBe(true));
    expect(button().hasAttribute('aria-busy')).toBe(false);
    const fields = new URLSearchParams(sent[0]);
    expect(Object.fromEntries(fields)).toEqual({
      action: 'cfvsw_ajax_add_to_cart',
      security: 'c0ffee1234',
      product_id: '154',
      variation_id: '15406',
      'variation[attribute_pa_colour]': 'green',
      'variation[attribute_pa_voltage]': '24v',
    });
    expect(document.querySelector('.widget_shopping_cart_content')?.textContent).toContain('Marine Underwater LED 27W');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('goes to the product page when the shop refuses the add', async () => {
    vi.stubGlobal('cfvsw_swatches_settings', { ajax_url: '/wp-admin/admin-ajax.php', ajax_add_to_cart_nonce: 'stale' });
    mountCard();
    found();
    click();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(vi.mocked(navigate).mock.calls.at(-1)?.[0]).toContain('/product/marine-underwater-led-27w/');
    expect(button().classList.contains('loading')).toBe(false);
  });
});
