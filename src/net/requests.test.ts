import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { onWcAjax } from '../../fixtures/msw/overrides';
import { testServer } from '../../fixtures/msw/test-server';
import { cartState } from '../store/cart-slice';
import { getRefreshedFragments, readHash } from './cart';
import { addToCart, removeFromCart } from './cart-items';
import { enqueueCartRequest } from './cart-queue';
import { dismissComingSoonBanner } from './coming-soon';
import { fetchLightboxContent } from './lightbox';
import { sendSinglePdfMail } from './pdf-mail';
import { refreshLoop } from './refresh-loop';
import { searchProducts, submitLogin } from './theme';
import { getVariation, readVariation } from './variation';

// One request function per contract: what each posts, and how it reads every shape of reply.

const settings = { wcAjaxUrl: '/?wc-ajax=%%endpoint%%', requestTimeout: 60_000, fragmentsTimeout: 5000 };

/** Answers `endpoint` with `body` and keeps what was posted to it. */
function answer(endpoint: string, body: unknown): { sent?: URLSearchParams; headers?: Headers } {
  const seen: { sent?: URLSearchParams; headers?: Headers } = {};
  testServer.use(
    onWcAjax(endpoint, async ({ request }) => {
      seen.sent = new URLSearchParams(await request.text());
      seen.headers = request.headers;
      return body === undefined ? new HttpResponse('', { status: 200 }) : HttpResponse.json(body);
    }),
  );
  return seen;
}

describe('add_to_cart', () => {
  it('posts the fields as jQuery does and reads the fragments and the hash', async () => {
    const seen = answer('add_to_cart', { fragments: { '.count': '<b>2</b>', '.broken': 3 }, cart_hash: 'h1' });
    expect(await addToCart({ product_id: '12', quantity: 2 }, settings)).toEqual({ ok: true, value: { kind: 'added', fragments: { '.count': '<b>2</b>' }, cartHash: 'h1' } });
    expect(Object.fromEntries(seen.sent!)).toEqual({ product_id: '12', quantity: '2' });
    expect(seen.headers?.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(seen.headers?.get('Content-Type')).toContain('application/x-www-form-urlencoded');
  });

  it("sends the shopper to the product page when WooCommerce says error with the product's URL", async () => {
    answer('add_to_cart', { error: true, product_url: '/product/lamp/' });
    expect(await addToCart({ product_id: '12' }, settings)).toEqual({ ok: true, value: { kind: 'product-error', productUrl: '/product/lamp/' } });
  });

  it('is a broken reply when the error has no product URL and no fragments', async () => {
    answer('add_to_cart', { error: true, product_url: '' });
    expect(await addToCart({ product_id: '12' }, settings)).toEqual({ ok: false, error: { kind: 'invalid-reply', detail: 'add_to_cart reply has no fragments' } });
  });

  it('reads the fragments of an error that names no product URL as text, and without them calls it broken', async () => {
    answer('add_to_cart', { error: true, fragments: { '.count': '<b>2</b>' } });
    expect(await addToCart({ product_id: '12' }, settings)).toEqual({ ok: true, value: { kind: 'added', fragments: { '.count': '<b>2</b>' }, cartHash: '' } });
    answer('add_to_cart', { error: true, product_url: 7 });
    expect(await addToCart({ product_id: '12' }, settings)).toEqual({ ok: false, error: { kind: 'invalid-reply', detail: 'add_to_cart reply has no fragments' } });
  });

  it('adds, and stays on the page, when a reply without an error names the product page', async () => {
    answer('add_to_cart', { product_url: '/product/lamp/', fragments: { '.count': '<b>2</b>' }, cart_hash: 'h3' });
    expect(await addToCart({ product_id: '12' }, settings)).toEqual({ ok: true, value: { kind: 'added', fragments: { '.count': '<b>2</b>' }, cartHash: 'h3' } });
  });

  it('reads an empty body as nothing added, and a non-object as a broken reply', async () => {
    answer('add_to_cart', undefined);
    expect(await addToCart({ product_id: '12' }, settings)).toEqual({ ok: true, value: { kind: 'empty' } });
    answer('add_to_cart', ['x']);
    expect(await addToCart({ product_id: '12' }, settings)).toEqual({ ok: false, error: { kind: 'invalid-reply', detail: 'add_to_cart reply is not an object' } });
  });

  it('passes a failed request on as it is', async () => {
    testServer.use(onWcAjax('add_to_cart', () => new HttpResponse('busy', { status: 503 })));
    expect(await addToCart({ product_id: '12' }, settings)).toMatchObject({ ok: false, error: { kind: 'http', status: 503 } });
  });
});

describe('remove_from_cart', () => {
  it('posts the cart item key and reads the fragments; an empty hash reads as empty', async () => {
    const seen = answer('remove_from_cart', { fragments: { '.count': '<b>0</b>' } });
    expect(await removeFromCart('abc', settings)).toEqual({ ok: true, value: { kind: 'removed', fragments: { '.count': '<b>0</b>' }, cartHash: '' } });
    expect(Object.fromEntries(seen.sent!)).toEqual({ cart_item_key: 'abc' });
  });

  it('is no-fragments for {success:false} or a body that is not an object', async () => {
    answer('remove_from_cart', { success: false });
    expect(await removeFromCart('abc', settings)).toEqual({ ok: true, value: { kind: 'no-fragments' } });
    answer('remove_from_cart', 'nope');
    expect(await removeFromCart('abc', settings)).toEqual({ ok: true, value: { kind: 'no-fragments' } });
  });

  it('passes a failed request on as it is', async () => {
    testServer.use(onWcAjax('remove_from_cart', () => new HttpResponse('busy', { status: 500 })));
    expect(await removeFromCart('abc', settings)).toMatchObject({ ok: false, error: { kind: 'http', status: 500 } });
  });
});

describe('get_refreshed_fragments', () => {
  it("posts the page's time and reads the fragments and hash", async () => {
    const seen = answer('get_refreshed_fragments', { fragments: { '.mini': '<ul></ul>' }, cart_hash: 'h2' });
    expect(await getRefreshedFragments(1700000000, settings)).toEqual({ ok: true, value: { fragments: { '.mini': '<ul></ul>' }, cartHash: 'h2' } });
    expect(seen.sent?.get('time')).toBe('1700000000');
  });

  it('is a broken reply without fragments', async () => {
    answer('get_refreshed_fragments', { cart_hash: 'h2' });
    expect(await getRefreshedFragments(1, settings)).toEqual({ ok: false, error: { kind: 'invalid-reply', detail: 'no fragments in refresh reply' } });
    answer('get_refreshed_fragments', 'x');
    expect(await getRefreshedFragments(1, settings)).toMatchObject({ ok: false, error: { kind: 'invalid-reply' } });
  });

  it('passes a failed request on as it is', async () => {
    testServer.use(onWcAjax('get_refreshed_fragments', () => new HttpResponse('busy', { status: 503 })));
    expect(await getRefreshedFragments(1, settings)).toMatchObject({ ok: false, error: { kind: 'http', status: 503 } });
  });

  it('gives up after its own time-out, however long the other calls may take', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    testServer.use(onWcAjax('get_refreshed_fragments', ({ request }) => new Promise<Response>((resolve) => request.signal.addEventListener('abort', () => resolve(HttpResponse.error()), { once: true }))));
    let settled = false;
    const pending = getRefreshedFragments(1, settings).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ ok: false, error: { kind: 'timeout' } });
  });

  it('reads a hash only from text', () => {
    expect(readHash('abc')).toBe('abc');
    expect(readHash(12)).toBe('');
  });
});

describe('the cart queue', () => {
  it('runs requests one at a time in the order asked, counting them as pending until each settles', async () => {
    const order: string[] = [];
    let finishFirst!: () => void;
    const first = enqueueCartRequest(
      () =>
        new Promise<string>((resolve) => {
          order.push('first started');
          finishFirst = () => resolve('one');
        }),
    );
    const second = enqueueCartRequest(async () => {
      order.push('second started');
      return 'two';
    });
    expect(cartState().pending).toBe(2);
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual(['first started']);
    finishFirst();
    expect(await first).toBe('one');
    expect(await second).toBe('two');
    expect(order).toEqual(['first started', 'second started']);
    await Promise.resolve();
    expect(cartState().pending).toBe(0);
  });

  it('goes on with the next request after one fails, and still settles the count', async () => {
    const failed = enqueueCartRequest(() => Promise.reject(new Error('offline')));
    const next = enqueueCartRequest(async () => 'next');
    await expect(failed).rejects.toThrow('offline');
    expect(await next).toBe('next');
    await Promise.resolve();
    expect(cartState().pending).toBe(0);
  });
});

describe('refresh-loop', () => {
  const body = { post_id: 7, widget_filters: {}, widget_id: 'a1b2c3d', pagination_base_url: '/shop/' };

  it('posts JSON to the REST root (with or without its slash), the nonce only when given, and reads data', async () => {
    const seen: { url?: string; headers?: Headers; body?: unknown }[] = [];
    testServer.use(
      http.post('*/elementor-pro/v1/refresh-loop', async ({ request }) => {
        seen.push({ url: new URL(request.url).pathname, headers: request.headers, body: await request.json() });
        return HttpResponse.json({ data: '<div>loop</div>' });
      }),
    );
    expect(await refreshLoop('/wp-json', body)).toEqual({ ok: true, value: '<div>loop</div>' });
    expect(await refreshLoop('/wp-json/', body, { nonce: 'n1' })).toEqual({ ok: true, value: '<div>loop</div>' });
    expect(seen.map((request) => request.url)).toEqual(['/wp-json/elementor-pro/v1/refresh-loop', '/wp-json/elementor-pro/v1/refresh-loop']);
    expect(seen[0]?.headers?.get('Content-Type')).toBe('application/json');
    expect(seen[0]?.headers?.has('X-WP-Nonce')).toBe(false);
    expect(seen[1]?.headers?.get('X-WP-Nonce')).toBe('n1');
    expect(seen[0]?.body).toEqual(body);
  });

  it('reads a reply without HTML as null, and one that is not an object as broken', async () => {
    testServer.use(http.post('*/elementor-pro/v1/refresh-loop', () => HttpResponse.json({ data: 3 })));
    expect(await refreshLoop('/wp-json/', body)).toEqual({ ok: true, value: null });
    testServer.use(http.post('*/elementor-pro/v1/refresh-loop', () => HttpResponse.json([1])));
    expect(await refreshLoop('/wp-json/', body)).toEqual({ ok: false, error: { kind: 'invalid-reply', detail: 'refresh-loop reply is not an object' } });
    testServer.use(http.post('*/elementor-pro/v1/refresh-loop', () => new HttpResponse('x', { status: 403 })));
    expect(await refreshLoop('/wp-json/', body)).toMatchObject({ ok: false, error: { kind: 'http', status: 403 } });
  });
});

describe('variations', () => {
  it('reads a record with a positive whole id and string attributes, keeping its other fields', () => {
    expect(readVariation({ variation_id: '11901', attributes: { attribute_pa_beam: 'spot', attribute_size: 3, attribute_any: null }, price_html: '<b>$9</b>' })).toEqual({
      variation_id: 11901,
      attributes: { attribute_pa_beam: 'spot', attribute_size: '3', attribute_any: '' },
      price_html: '<b>$9</b>',
    });
  });

  it('refuses a record without a usable id or attributes', () => {
    for (const value of [null, 'x', { variation_id: 0, attributes: {} }, { variation_id: -2, attributes: {} }, { variation_id: 1.5, attributes: {} }, { variation_id: 3 }, { variation_id: 3, attributes: [] }]) {
      expect(readVariation(value)).toBeNull();
    }
  });

  it('posts the chosen attributes, product_id and custom_data to get_variation', async () => {
    const seen = answer('get_variation', { variation_id: 11902, attributes: { attribute_pa_beam: 'flood' } });
    expect(await getVariation({ attribute_pa_beam: 'flood' }, { productId: '120', customData: '' }, settings)).toEqual({
      ok: true,
      value: { variation_id: 11902, attributes: { attribute_pa_beam: 'flood' } },
    });
    expect(Object.fromEntries(seen.sent!)).toEqual({ attribute_pa_beam: 'flood', product_id: '120', custom_data: '' });
    expect(seen.headers?.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('reads false or an empty reply as no match, and anything else as broken', async () => {
    answer('get_variation', false);
    expect(await getVariation({}, { productId: '120', customData: '' }, settings)).toEqual({ ok: true, value: null });
    answer('get_variation', undefined);
    expect(await getVariation({}, { productId: '120', customData: '' }, settings)).toEqual({ ok: true, value: null });
    answer('get_variation', { variation_id: 'x' });
    expect(await getVariation({}, { productId: '120', customData: '' }, settings)).toEqual({ ok: false, error: { kind: 'invalid-reply', detail: 'get_variation reply is not a variation' } });
    testServer.use(onWcAjax('get_variation', () => new HttpResponse('x', { status: 500 })));
    expect(await getVariation({}, { productId: '120', customData: '' }, settings)).toMatchObject({ ok: false, error: { kind: 'http', status: 500 } });
  });
});

const AJAX = '/wp-admin/admin-ajax.php';

/** Answers admin-ajax with `reply` and keeps each posted body and its headers. */
function adminAjax(reply: () => Response): { bodies: URLSearchParams[]; headers: Headers[] } {
  const seen = { bodies: [] as URLSearchParams[], headers: [] as Headers[] };
  testServer.use(
    http.post(`*${AJAX}`, async ({ request }) => {
      seen.bodies.push(new URLSearchParams(await request.text()));
      seen.headers.push(request.headers);
      return reply();
    }),
  );
  return seen;
}

describe("the theme's live search", () => {
  it('posts the action, the query and the form fields, and reads each item', async () => {
    const seen = adminAjax(() =>
      HttpResponse.text(JSON.stringify([{ id: '7', value: 'Work light', url: '/product/work-light/', img: '/w.jpg', price: '<b>$9</b>' }, { id: 'x', value: 12, url: 3, img: null, price: {} }])),
    );
    expect(await searchProducts(AJAX, 'beacon', 'work', { fields: { product_cat: 'marine' } })).toEqual({
      ok: true,
      value: [
        { id: 7, title: 'Work light', url: '/product/work-light/', img: '/w.jpg', priceHtml: '<b>$9</b>' },
        { id: 0, title: '12', url: '3', img: '', priceHtml: '' },
      ],
    });
    expect(Object.fromEntries(seen.bodies[0]!)).toEqual({ action: 'beacon_ajax_search_products', query: 'work', product_cat: 'marine' });
    expect(seen.headers[0]?.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('drops items that are not objects or have no title, and calls anything but a list broken', async () => {
    adminAjax(() => HttpResponse.text(JSON.stringify([null, 'x', { id: 1, value: '' }, { id: 2, value: 'Lamp' }])));
    expect(await searchProducts(AJAX, 'beacon', 'lamp')).toEqual({ ok: true, value: [{ id: 2, title: 'Lamp', url: '', img: '', priceHtml: '' }] });
    adminAjax(() => HttpResponse.json({ items: [] }));
    expect(await searchProducts(AJAX, 'beacon', 'lamp')).toEqual({ ok: false, error: { kind: 'invalid-reply', detail: 'search reply is not a list' } });
    adminAjax(() => new HttpResponse('x', { status: 500 }));
    expect(await searchProducts(AJAX, 'beacon', 'lamp')).toMatchObject({ ok: false, error: { kind: 'http', status: 500 } });
  });
});

describe("the theme's header login", () => {
  it("reads status by PHP's truthiness and the message as text", async () => {
    const answers: [unknown, boolean][] = [
      [true, true],
      [1, true],
      ['1', true],
      ['yes', true],
      [false, false],
      [0, false],
      ['', false],
      ['0', false],
      [null, false],
      [undefined, false],
    ];
    for (const [status, signedIn] of answers) {
      adminAjax(() => HttpResponse.json({ status, msg: 'Welcome' }));
      expect(await submitLogin(AJAX, 'action=beacon_login')).toEqual({ ok: true, value: { status: signedIn, message: 'Welcome' } });
    }
  });

  it('posts the form as it is, and calls a reply that is not an object broken', async () => {
    const seen = adminAjax(() => HttpResponse.json(['no']));
    expect(await submitLogin(AJAX, 'action=beacon_login&log=ann')).toEqual({ ok: false, error: { kind: 'invalid-reply', detail: 'login reply is not an object' } });
    expect(seen.bodies[0]?.toString()).toBe('action=beacon_login&log=ann');
    expect(seen.headers[0]?.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(seen.headers[0]?.get('Content-Type')).toContain('application/x-www-form-urlencoded');
    adminAjax(() => HttpResponse.json({ status: 1 }));
    expect(await submitLogin(AJAX, '')).toEqual({ ok: true, value: { status: true, message: '' } });
    adminAjax(() => new HttpResponse('x', { status: 403 }));
    expect(await submitLogin(AJAX, '')).toMatchObject({ ok: false, error: { kind: 'http', status: 403 } });
  });
});

describe('a lightbox link', () => {
  it('is fetched with a random parameter joined by ? or &, and read as HTML', async () => {
    const urls: URL[] = [];
    testServer.use(
      http.get('*/size-guide/', ({ request }) => {
        urls.push(new URL(request.url));
        return HttpResponse.text('<p>Sizes</p>');
      }),
    );
    expect(await fetchLightboxContent('/size-guide/', 5000)).toEqual({ ok: true, value: '<p>Sizes</p>' });
    expect(await fetchLightboxContent('/size-guide/?lang=en', 5000)).toEqual({ ok: true, value: '<p>Sizes</p>' });
    expect(urls[0]?.searchParams.get('random')).toMatch(/^\d+$/);
    expect(urls[1]?.search).toMatch(/^\?lang=en&random=\d+$/);
  });

  it('is asked of fetch as a GET, and gives up after its time-out or when its signal aborts', async () => {
    const handed = vi.spyOn(globalThis, 'fetch');
    testServer.use(http.get('*/size-guide/', ({ request }) => new Promise<Response>((resolve) => request.signal.addEventListener('abort', () => resolve(HttpResponse.error()), { once: true }))));
    expect(await fetchLightboxContent('/size-guide/', 50)).toEqual({ ok: false, error: { kind: 'timeout' } });
    const controller = new AbortController();
    const pending = fetchLightboxContent('/size-guide/', 5000, controller.signal);
    controller.abort();
    expect(await pending).toEqual({ ok: false, error: { kind: 'aborted' } });
    expect(handed.mock.calls.map(([, init]) => init?.method)).toEqual(['GET', 'GET']);
  });

  it('passes a failure on', async () => {
    testServer.use(http.get('*/size-guide/', () => new HttpResponse('gone', { status: 404 })));
    expect(await fetchLightboxContent('/size-guide/', 5000)).toMatchObject({ ok: false, error: { kind: 'http', status: 404 } });
  });
});

describe('the coming-soon banner', () => {
  it('records its dismissal with the REST nonce, form-encoded', async () => {
    const seen: { body?: string; headers?: Headers } = {};
    testServer.use(
      http.post('*/wp-json/wp/v2/users/1', async ({ request }) => {
        seen.body = await request.text();
        seen.headers = request.headers;
        return HttpResponse.json({ id: 1 });
      }),
    );
    expect(await dismissComingSoonBanner('/wp-json/wp/v2/users/1', 'n0nce')).toEqual({ ok: true, value: { id: 1 } });
    expect(seen.body).toBe('woocommerce_meta%5Bcoming_soon_banner_dismissed%5D=yes');
    expect(seen.headers?.get('X-WP-Nonce')).toBe('n0nce');
    expect(seen.headers?.get('Content-Type')).toContain('application/x-www-form-urlencoded');
  });
});

describe('the PDF by e-mail request', () => {
  const request = { ajaxUrl: AJAX, nonce: 'pdf1', email: 'ann@shop.test', postId: '42', timeout: 5000 };

  it("posts the plugin's fields and gives back its message", async () => {
    const seen = adminAjax(() => HttpResponse.text('<span class="ok">Sent</span>'));
    expect(await sendSinglePdfMail(request)).toEqual({ ok: true, value: '<span class="ok">Sent</span>' });
    expect(Object.fromEntries(seen.bodies[0]!)).toEqual({ action: 'wps_pgfw_ajax_for_single_pdf_mail', nonce: 'pdf1', name: 'single_pdf_mail', email: 'ann@shop.test', post_id: '42' });
    expect(seen.headers[0]?.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('calls a whole error page sent as a success a failure, and passes other failures on', async () => {
    adminAjax(() => HttpResponse.text('<!DOCTYPE html><html><body>Fatal error</body></html>'));
    expect(await sendSinglePdfMail(request)).toMatchObject({ ok: false, error: { kind: 'invalid-reply' } });
    adminAjax(() => new HttpResponse('-1', { status: 403 }));
    expect(await sendSinglePdfMail(request)).toMatchObject({ ok: false, error: { kind: 'http', status: 403 } });
  });
});
