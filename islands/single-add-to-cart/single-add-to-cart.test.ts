import jQuery from 'jquery';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onWcAjax } from '../../fixtures/msw/overrides';
import { testServer, testShop } from '../../fixtures/msw/test-server';
import { readSettings, type Settings } from '../../src/config/settings';
import { navigate } from '../../src/dom/navigate';
import { createMountContext } from '../../src/runtime/context';
import { cartState } from '../../src/store/cart-slice';
import { postNatively } from './post-natively';
import { mount } from './single-add-to-cart';

vi.mock(import('../../src/dom/navigate'), async (importOriginal) => {
  const actual = await importOriginal();
  return { ...actual, navigate: vi.fn(() => true) };
});
vi.mock(import('./post-natively'), () => ({ postNatively: vi.fn() }));

/** A shop that never answers: the reply waits until the client gives up and aborts. */
const untilAborted = (request: Request): Promise<Response> =>
  new Promise((resolve) => request.signal.addEventListener('abort', () => resolve(HttpResponse.error()), { once: true }));

const SIMPLE = `<div class="woocommerce-notices-wrapper"></div>
<div class="product"><h1 class="product_title">Magnetic Base LED Work Light</h1>
<form class="cart" action="/product/magnetic/" method="post">
<div class="quantity"><input type="number" name="quantity" value="2"></div>
<button type="submit" name="add-to-cart" value="104" class="single_add_to_cart_button button alt ajax_add_to_cart">Add to cart</button>
</form></div>`;

const VARIABLE = `<div class="woocommerce-notices-wrapper"></div>
<div class="product"><h1 class="product_title">32" LED Light Bar 180W</h1>
<form class="variations_form cart" action="/product/bar/" method="post" data-product_id="120">
<select name="attribute_pa_beam"><option value="spot" selected>Spot</option></select>
<select name="attribute_pa_voltage"><option value="12v" selected>12 V</option></select>
<div class="quantity"><input type="number" name="quantity" value="1"></div>
<button type="submit" class="single_add_to_cart_button button alt ajax_add_to_cart">Add to cart</button>
<input type="hidden" name="add-to-cart" value="120"><input type="hidden" name="product_id" value="120">
<input type="hidden" name="variation_id" class="variation_id" value="12001">
</form></div>`;

let controller: AbortController;
let settings: Settings;
const sent: Record<string, string>[] = [];

function setUp(markup: string, overrides: Partial<Settings> = {}): void {
  document.body.innerHTML = `<div class="widget_shopping_cart_content"></div>${markup}`;
  controller?.abort();
  controller = new AbortController();
  settings = { ...readSettings(document), requestTimeout: 200, ...overrides };
  mount(createMountContext(button(), controller.signal, settings));
}

beforeEach(() => {
  vi.mocked(navigate).mockClear();
  vi.mocked(postNatively).mockClear();
  sent.length = 0;
  testServer.events.on('request:start', ({ request }) => {
    if (request.url.includes('wc-ajax=add_to_cart')) void request.clone().text().then((body) => sent.push(Object.fromEntries(new URLSearchParams(body))));
  });
});
afterEach(() => {
  controller.abort();
  testServer.events.removeAllListeners();
  delete (globalThis as { lantern_config?: unknown }).lantern_config;
});

const button = () => document.querySelector<HTMLButtonElement>('.single_add_to_cart_button')!;
const form = () => button().form!;
/** What pressing the button does: the browser's submit event, naming the button. */
const press = () => {
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button() });
  form().dispatchEvent(event);
  return event;
};
const settled = () => vi.waitFor(() => expect(button().getAttribute('aria-busy')).toBeNull());

describe('the single product form marked for AJAX', () => {
  it('adds a simple product in place with the form fields, add-to-cart sent as product_id', async () => {
    setUp(SIMPLE);
    expect(press().defaultPrevented).toBe(true);
    expect(button().classList.contains('loading')).toBe(true);
    await settled();
    expect(sent).toEqual([{ quantity: '2', product_id: '104' }]);
    expect(testShop.cartFor('default').count).toBe(2);
    expect(button().classList.contains('added')).toBe(true);
    expect(button().classList.contains('loading')).toBe(false);
    expect(document.querySelector('.widget_shopping_cart_content')!.textContent).toContain('Magnetic Base LED Work Light');
    expect(cartState().lastAdded?.productId).toBe('104');
  });

  it("adds the chosen variation by its id, with the attributes and the shopper's quantity", async () => {
    setUp(VARIABLE);
    press();
    await settled();
    expect(sent[0]).toEqual({
      attribute_pa_beam: 'spot',
      attribute_pa_voltage: '12v',
      quantity: '1',
      product_id: '12001',
      variation_id: '12001',
    });
    expect(testShop.cartFor('default').count).toBe(1);
    expect(cartState().lastAdded?.productId).toBe('12001');
  });

  it('tells listeners: added-to-cart with the fragments, the hash and the button', async () => {
    setUp(SIMPLE);
    const heard = vi.fn();
    document.body.addEventListener('lantern:added-to-cart', (event) => heard((event as CustomEvent).detail));
    press();
    await settled();
    expect(heard).toHaveBeenCalledWith(expect.objectContaining({ productId: '104', button: button(), cartHash: testShop.cartFor('default').hash }));
  });

  it("triggers jQuery's adding_to_cart and added_to_cart with their classic arguments when jQuery is on the page", async () => {
    vi.stubGlobal('jQuery', jQuery);
    setUp(SIMPLE);
    const heard: unknown[][] = [];
    jQuery(document.body).on('adding_to_cart added_to_cart', (event, ...args) => heard.push([event.type, ...args]));
    press();
    await settled();
    jQuery(document.body).off('adding_to_cart added_to_cart');
    vi.unstubAllGlobals();
    expect(heard.map((entry) => entry[0])).toEqual(['adding_to_cart', 'added_to_cart']);
    const [, $adding, data] = heard[0]!;
    expect(($adding as JQuery).get(0)).toBe(button());
    expect(data).toEqual({ quantity: '2', product_id: '104' });
    const [, fragments, hash, $added] = heard[1]!;
    expect(fragments).toHaveProperty(['div.widget_shopping_cart_content']);
    expect(hash).toBe(testShop.cartFor('default').hash);
    expect(($added as JQuery).get(0)).toBe(button());
  });

  it('speaks the success in the live region a second later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setUp(SIMPLE);
    press();
    await settled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(document.querySelector('.widget_shopping_cart_live_region')!.textContent).toBe('“Magnetic Base LED Work Light” has been added to your cart.');
    vi.useRealTimers();
  });

  it('goes to the cart when the shop redirects after an add', async () => {
    setUp(SIMPLE, { cartRedirectAfterAdd: true });
    press();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(settings.cartUrl));
  });

  it("posts the form the normal way when the shop refuses the product, so the shop's notice shows", async () => {
    testServer.use(onWcAjax('add_to_cart', () => HttpResponse.json({ error: true, product_url: '/product/magnetic/' })));
    setUp(SIMPLE);
    press();
    await vi.waitFor(() => expect(postNatively).toHaveBeenCalledWith(form(), button()));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('takes one add at a time from the button', async () => {
    setUp(SIMPLE);
    press();
    expect(press().defaultPrevented).toBe(true);
    await settled();
    expect(sent).toHaveLength(1);
  });
});

describe('a failed single product add', () => {
  const failures: Record<string, (info: { request: Request }) => Response | Promise<Response>> = {
    'a server error': () => HttpResponse.json({ message: 'no' }, { status: 500 }),
    'an HTML error page': () => HttpResponse.html('<html><body>Fatal error</body></html>'),
    'invalid JSON': () => HttpResponse.text('{"fragments":'),
    'a time-out': ({ request }) => untilAborted(request),
    'being offline': () => HttpResponse.error(),
    'an empty reply': () => new HttpResponse(''),
  };
  for (const [name, reply] of Object.entries(failures)) {
    it(`after ${name}: an error notice above the product, the button usable again`, async () => {
      testServer.use(onWcAjax('add_to_cart', reply));
      setUp(SIMPLE);
      press();
      await settled();
      const notice = document.querySelector('.woocommerce-notices-wrapper > .woocommerce-error[role="alert"]');
      expect(notice?.textContent).toBe(settings.i18n.addToCartFailed);
      expect(button().classList.contains('loading')).toBe(false);
      expect(button().classList.contains('added')).toBe(false);
      expect(postNatively).not.toHaveBeenCalled();
      await vi.waitFor(() => expect(document.activeElement).toBe(notice));
    });
  }

  it('clears the notice when the shopper tries again', async () => {
    testServer.use(onWcAjax('add_to_cart', () => HttpResponse.error(), { once: true }));
    setUp(SIMPLE);
    press();
    await settled();
    press();
    await settled();
    expect(document.querySelector('.woocommerce-error')).toBeNull();
    expect(button().classList.contains('added')).toBe(true);
  });
});

describe('a single product form left to its normal post', () => {
  it('is not caught without the mark', () => {
    setUp(SIMPLE.replace(' ajax_add_to_cart', ''));
    expect(press().defaultPrevented).toBe(false);
  });

  it("is caught when the site asks for it in lantern_config", async () => {
    (globalThis as { lantern_config?: unknown }).lantern_config = { single_ajax_add_to_cart: 'yes' };
    setUp(SIMPLE.replace(' ajax_add_to_cart', ''));
    expect(press().defaultPrevented).toBe(true);
    await settled();
  });

  it('is not caught while the variation form keeps the button disabled', () => {
    setUp(VARIABLE.replace('button alt', 'button alt disabled'));
    expect(press().defaultPrevented).toBe(false);
  });

  it('is not caught for a grouped product', () => {
    setUp(SIMPLE.replace('class="cart"', 'class="cart grouped_form"'));
    expect(press().defaultPrevented).toBe(false);
  });
});
