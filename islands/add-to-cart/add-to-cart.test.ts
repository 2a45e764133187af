import jQuery from 'jquery';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onWcAjax } from '../../fixtures/msw/overrides';
import { testServer, testShop } from '../../fixtures/msw/test-server';
import { readSettings, type Settings } from '../../src/config/settings';
import { navigate } from '../../src/dom/navigate';
import { createMountContext } from '../../src/runtime/context';
import { cartState } from '../../src/store/cart-slice';
import { mount } from './add-to-cart';
import { markLoading, showError, updateButton } from './button-state';

// Records navigations instead of leaving the page, and keeps the real same-origin rule.
vi.mock(import('../../src/dom/navigate'), async (importOriginal) => {
  const actual = await importOriginal();
  return { ...actual, navigate: vi.fn((url: string) => actual.followableUrl(url) !== null) };
});

const product = testShop.catalogue.find((item) => item.type === 'simple' && (item.stock ?? 99) > 3)!;

/** A shop that never answers: the reply waits until the client gives up and aborts. */
const untilAborted = (request: Request): Promise<Response> =>
  new Promise((resolve) => request.signal.addEventListener('abort', () => resolve(HttpResponse.error()), { once: true }));

const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function loopButton(extra = '') {
  return `<li class="product"><a href="?add-to-cart=${product.id}" data-quantity="1"
    class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="${product.id}"
    data-product_sku="${attr(product.sku)}" data-success_message="${attr(`“${product.name}” has been added to your cart`)}"
    aria-label="Add to cart" rel="nofollow" role="button" ${extra}>Add to cart</a></li>`;
}

let controller: AbortController;
let settings: Settings;
const requests: URLSearchParams[] = [];

beforeEach(() => {
  vi.mocked(navigate).mockClear();
  requests.length = 0;
  testServer.events.on('request:start', ({ request }) => {
    if (request.url.includes('wc-ajax=add_to_cart')) void request.clone().text().then((body) => requests.push(new URLSearchParams(body)));
  });
  document.body.innerHTML = `<div class="widget_shopping_cart_content"></div><ul class="products">${loopButton()}</ul>`;
  controller = new AbortController();
  settings = { ...readSettings(document), requestTimeout: 200 };
  mount(createMountContext(document.body, controller.signal, settings));
});

afterEach(() => {
  controller.abort();
  testServer.events.removeAllListeners();
});

const button = () => document.querySelector<HTMLAnchorElement>('.add_to_cart_button')!;
const click = (target: Element = button()) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};
const settledButton = () => vi.waitFor(() => expect(button().classList.contains('loading')).toBe(false));

describe('adding to cart from a product listing', () => {
  it('shows loading at once, then added, and keeps the shopper on the page', async () => {
    const event = click();
    expect(event.defaultPrevented).toBe(true);
    expect(button().classList.contains('loading')).toBe(true);
    await settledButton();
    expect(button().classList.contains('added')).toBe(true);
    expect(testShop.cartFor('default').count).toBe(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends every data attribute of the button', async () => {
    click();
    await settledButton();
    expect(Object.fromEntries(requests[0]!)).toEqual({
      quantity: '1',
      product_id: String(product.id),
      product_sku: product.sku,
      success_message: `“${product.name}” has been added to your cart`,
    });
  });

  it('puts the server fragments into the page and remembers the cart hash', async () => {
    click();
    await settledButton();
    expect(document.querySelector('.widget_shopping_cart_content')!.textContent).toContain(product.name);
    expect(cartState().hash).toBe(testShop.cartFor('default').hash);
    expect(cartState().lastAdded?.productId).toBe(String(product.id));
  });

  it('inserts the View cart link once', async () => {
    click();
    await settledButton();
    click();
    await vi.waitFor(() => expect(testShop.cartFor('default').count).toBe(2));
    await settledButton();
    const links = document.querySelectorAll<HTMLAnchorElement>('a.added_to_cart.wc-forward');
    expect(links).toHaveLength(1);
    expect(links[0]!.textContent).toBe('View cart');
    expect(links[0]!.getAttribute('href')).toBe(settings.cartUrl);
  });

  it('shows a theme’s added_to_cart handler the button added, its View cart link beside it and the new mini-cart', async () => {
    vi.stubGlobal('jQuery', jQuery);
    const seen: string[] = [];
    // A theme's handler, bound as themes bind it, reads what WooCommerce's own handlers did first.
    const themes = (_event: unknown, _fragments: unknown, _hash: unknown, $button: JQuery) => {
      seen.push(`${$button.hasClass('added')} ${$button.next('.added_to_cart').length} ${document.querySelector('.widget_shopping_cart_content')!.textContent?.includes(product.name)}`);
    };
    jQuery(document.body).on('added_to_cart', themes);
    try {
      click();
      await vi.waitFor(() => expect(seen).toEqual(['true 1 true']));
    } finally {
      jQuery(document.body).off('added_to_cart', themes);
      vi.unstubAllGlobals();
    }
  });

  it('does not insert the View cart link on the cart page', async () => {
    controller.abort();
    controller = new AbortController();
    mount(createMountContext(document.body, controller.signal, { ...settings, isCart: true }));
    click();
    await settledButton();
    expect(document.querySelector('.added_to_cart')).toBeNull();
  });

  it('announces the success message one second later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    click();
    await settledButton();
    const region = document.querySelector('.widget_shopping_cart_live_region');
    expect(region?.textContent ?? '').toBe('');
    await vi.advanceTimersByTimeAsync(1000);
    expect(document.querySelector('.widget_shopping_cart_live_region')!.textContent).toContain('has been added to your cart');
    vi.useRealTimers();
  });

  it('goes to the cart when the shop redirects after add', async () => {
    controller.abort();
    controller = new AbortController();
    mount(createMountContext(document.body, controller.signal, { ...settings, cartRedirectAfterAdd: true }));
    click();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(settings.cartUrl));
  });

  it('goes to the product page when the shop refuses the product', async () => {
    testServer.use(onWcAjax('add_to_cart', () => HttpResponse.json({ error: true, product_url: '/product/x/' })));
    click();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/product/x/'));
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it.each(['https://elsewhere.example/product/x/', 'javascript:alert(1)'])(
    'follows the button\'s own link when the refused product_url is %j',
    async (productUrl) => {
      testServer.use(onWcAjax('add_to_cart', () => HttpResponse.json({ error: true, product_url: productUrl })));
      click();
      await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(2));
      expect(vi.mocked(navigate).mock.results.map((result) => result.value)).toEqual([false, true]);
      expect(navigate).toHaveBeenLastCalledWith(button().href);
    },
  );

  it('leaves a button without a product id to its normal link', () => {
    document.body.insertAdjacentHTML('beforeend', '<a class="add_to_cart_button ajax_add_to_cart" href="/x">Buy</a>');
    const event = click(document.querySelector('a[href="/x"]')!);
    expect(event.defaultPrevented).toBe(false);
  });

  it('sends queued adds one at a time, in order', async () => {
    const order: string[] = [];
    testServer.use(
      onWcAjax('add_to_cart', async ({ request }) => {
        const id = new URLSearchParams(await request.text()).get('quantity') ?? '';
        order.push(`start ${id}`);
        // The first reply is held until the second add is queued: a second request sent
        // meanwhile would start before this one ends.
        if (id === '1') await vi.waitFor(() => expect(cartState().pending).toBe(2));
        order.push(`end ${id}`);
        return HttpResponse.json({ fragments: {}, cart_hash: 'h' });
      }),
    );
    button().dataset.quantity = '1';
    click();
    button().dataset.quantity = '2';
    click();
    await vi.waitFor(() => expect(order).toHaveLength(4));
    expect(order).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
  });
});

describe('beside WooCommerce\'s own add-to-cart script', () => {
  it('handles nothing while wc-add-to-cart is still printed: its click is the shop script\'s alone', async () => {
    controller.abort();
    document.body.insertAdjacentHTML('beforeend', '<script id="wc-add-to-cart-js"></script>');
    controller = new AbortController();
    mount(createMountContext(document.body, controller.signal, settings));
    const event = click();
    expect(event.defaultPrevented).toBe(false);
    expect(button().classList.contains('loading')).toBe(false);
    expect(requests).toHaveLength(0);
  });

  it("stands aside when WooCommerce's handler is bound without its script tag (a joined file)", () => {
    vi.stubGlobal('jQuery', jQuery);
    const shopsAdd = () => undefined;
    // add-to-cart.js passes its handler object as the event data.
    jQuery(document.body).on('click', '.add_to_cart_button:not(.wc-interactive)', { addToCartHandler: {} }, shopsAdd);
    try {
      const event = click();
      expect(event.defaultPrevented).toBe(false);
      expect(button().classList.contains('loading')).toBe(false);
      expect(requests).toHaveLength(0);
    } finally {
      jQuery(document.body).off('click', shopsAdd);
      vi.unstubAllGlobals();
    }
  });
});

describe('beside an analytics plugin that tracks the add buttons with jQuery', () => {
  it('still sends the add itself: a click handler that is not WooCommerce\'s takes nothing away', async () => {
    vi.stubGlobal('jQuery', jQuery);
    const track = () => undefined;
    jQuery(document.body).on('click', '.add_to_cart_button', track);
    try {
      const event = click();
      expect(event.defaultPrevented).toBe(true);
      await vi.waitFor(() => expect(requests).toHaveLength(1));
    } finally {
      jQuery(document.body).off('click', track);
      vi.unstubAllGlobals();
    }
  });
});

describe('a failed add never leaves the button loading', () => {
  const failures: Record<string, (info: { request: Request }) => Response | Promise<Response>> = {
    'a server error': () => HttpResponse.json({ message: 'no' }, { status: 500 }),
    'an HTML error page': () => HttpResponse.html('<html><body>Fatal error</body></html>'),
    'invalid JSON': () => HttpResponse.text('{"fragments":'),
    'a time-out': ({ request }) => untilAborted(request),
    'being offline': () => HttpResponse.error(),
    'an empty reply': () => new HttpResponse(''),
  };

  for (const [name, reply] of Object.entries(failures)) {
    it(`after ${name}: not loading, not added, and says so beside the button`, async () => {
      testServer.use(onWcAjax('add_to_cart', reply));
      click();
      await settledButton();
      expect(button().classList.contains('added')).toBe(false);
      expect(button().getAttribute('aria-busy')).toBeNull();
      const alert = button().parentElement!.querySelector('[role="alert"]');
      expect(alert?.textContent).toBe(settings.i18n.addToCartFailed);
      expect(navigate).not.toHaveBeenCalled();
    });
  }

  it('clears the message when the shopper tries again', async () => {
    testServer.use(onWcAjax('add_to_cart', () => HttpResponse.error(), { once: true }));
    click();
    await settledButton();
    click();
    await settledButton();
    expect(button().parentElement!.querySelector('[role="alert"]')).toBeNull();
    expect(button().classList.contains('added')).toBe(true);
  });
});

/** A loop button with `added` left from an earlier add, for the button states alone. */
function plainButton(): HTMLElement {
  document.body.innerHTML = '<p class="product"><a class="button ajax_add_to_cart added" href="?add-to-cart=12">Add to cart</a></p>';
  return document.querySelector<HTMLElement>('.ajax_add_to_cart')!;
}
const viewCartSettings = (overrides: Partial<Settings> = {}): Settings => ({ ...readSettings(document), cartUrl: '/cart/', i18nViewCart: 'View cart', isCart: false, ...overrides });
const errorNotes = () => document.querySelectorAll('.lantern-add-to-cart-error');

describe('the button states on their own', () => {
  it('shows loading and busy while the add runs, without added or an earlier error', () => {
    const add = plainButton();
    showError(add, 'Out of stock');
    markLoading(add);
    expect(add.className).toBe('button ajax_add_to_cart loading');
    expect(add.getAttribute('aria-busy')).toBe('true');
    expect(errorNotes()).toHaveLength(0);
  });

  it("ends added, with one 'View cart' link beside it however many adds, and tells the page", () => {
    const add = plainButton();
    const updated = vi.fn();
    document.addEventListener('lantern:cart-button-updated', updated);
    markLoading(add);
    updateButton(add, true, viewCartSettings());
    markLoading(add);
    updateButton(add, true, viewCartSettings());
    document.removeEventListener('lantern:cart-button-updated', updated);

    expect(add.className).toBe('button ajax_add_to_cart added');
    expect(add.hasAttribute('aria-busy')).toBe(false);
    const links = document.querySelectorAll<HTMLAnchorElement>('.added_to_cart');
    expect(links).toHaveLength(1);
    expect(links[0]?.className).toBe('added_to_cart wc-forward');
    expect(links[0]?.getAttribute('href')).toBe('/cart/');
    expect(links[0]?.title).toBe('View cart');
    expect(links[0]?.textContent).toBe('View cart');
    expect(add.nextElementSibling).toBe(links[0]);
    expect(updated).toHaveBeenCalledTimes(2);
    expect((updated.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ button: add });
  });

  it('adds no link on the cart page, and neither link nor added when no fragments came back', () => {
    const add = plainButton();
    markLoading(add);
    updateButton(add, true, viewCartSettings({ isCart: true }));
    expect(add.classList.contains('added')).toBe(true);
    expect(document.querySelector('.added_to_cart')).toBeNull();

    markLoading(add);
    updateButton(add, false, viewCartSettings());
    expect(add.className).toBe('button ajax_add_to_cart');
    expect(document.querySelector('.added_to_cart')).toBeNull();
  });

  it('says a failure beside the button as an alert, once, and stops loading', () => {
    const add = plainButton();
    markLoading(add);
    showError(add, 'Out of stock');
    showError(add, 'Still out of stock');
    expect(add.classList.contains('loading')).toBe(false);
    expect(add.hasAttribute('aria-busy')).toBe(false);
    expect(errorNotes()).toHaveLength(1);
    const note = add.nextElementSibling as HTMLElement;
    expect(note.className).toBe('lantern-add-to-cart-error woocommerce-error');
    expect(note.getAttribute('role')).toBe('alert');
    expect(note.textContent).toBe('Still out of stock');
  });
});
