import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onWcAjax } from '../../fixtures/msw/overrides';
import { testServer, testShop } from '../../fixtures/msw/test-server';
import { readSettings } from '../../src/config/settings';
import { isBlocked } from '../../src/dom/block';
import { navigate } from '../../src/dom/navigate';
import { createMountContext } from '../../src/runtime/context';
import { mount } from './remove-from-cart';

vi.mock('../../src/dom/navigate', () => ({ navigate: vi.fn() }));

const product = testShop.catalogue.find((item) => item.type === 'simple' && (item.stock ?? 99) > 3)!;
let controller: AbortController;

async function cartWithOneItem(): Promise<void> {
  const reply = await testShop.handle(
    new Request('http://shop.test/?wc-ajax=add_to_cart', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ product_id: String(product.id) }),
    }),
  );
  const { fragments } = (await reply!.json()) as { fragments: Record<string, string> };
  document.body.innerHTML = fragments['div.widget_shopping_cart_content']!;
}

beforeEach(async () => {
  vi.mocked(navigate).mockClear();
  await cartWithOneItem();
  controller = new AbortController();
  mount(createMountContext(document.body, controller.signal, { ...readSettings(document), requestTimeout: 200 }));
});
afterEach(() => controller.abort());

/** A shop that never answers: the reply waits until the client gives up and aborts. */
const untilAborted = (request: Request): Promise<Response> =>
  new Promise((resolve) => request.signal.addEventListener('abort', () => resolve(HttpResponse.error()), { once: true }));

const removeLink = () => document.querySelector<HTMLAnchorElement>('.remove_from_cart_button')!;

describe('removing an item from the mini-cart', () => {
  it('blocks the item while the removal is in flight, then shows the new mini-cart', async () => {
    let answer = (): void => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    testServer.use(
      onWcAjax('remove_from_cart', async () => {
        await answered;
        return undefined; // then the fixture shop's own reply
      }),
    );
    const item = removeLink().closest('.woocommerce-mini-cart-item')!;
    removeLink().click();
    expect(isBlocked(item)).toBe(true);
    answer();
    await vi.waitFor(() => expect(document.querySelector('.woocommerce-mini-cart__empty-message')).not.toBeNull());
    expect(testShop.cartFor('default').count).toBe(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends only the cart item key', async () => {
    let body = '';
    testServer.events.on('request:start', ({ request }) => void request.clone().text().then((text) => (body = text)));
    const key = removeLink().dataset.cart_item_key!;
    removeLink().click();
    await vi.waitFor(() => expect(body).toBe(`cart_item_key=${key}`));
    testServer.events.removeAllListeners();
  });

  it('answers the Space key on the role=button link', async () => {
    removeLink().dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(testShop.cartFor('default').count).toBe(0));
  });

  it('keeps keyboard focus in the mini-cart once the item and its link are gone', async () => {
    removeLink().focus();
    removeLink().dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(document.querySelector('.woocommerce-mini-cart__empty-message')).not.toBeNull());
    expect(document.activeElement?.matches('.widget_shopping_cart_content')).toBe(true);
  });

  const failures: Record<string, (info: { request: Request }) => Response | Promise<Response>> = {
    'the shop says no': () => HttpResponse.json({ success: false }),
    'a server error': () => HttpResponse.json({}, { status: 500 }),
    'an HTML error page': () => HttpResponse.html('<html>Fatal error</html>'),
    'invalid JSON': () => HttpResponse.text('{"fragments":'),
    'a time-out': ({ request }) => untilAborted(request),
    'being offline': () => HttpResponse.error(),
  };
  for (const [name, reply] of Object.entries(failures)) {
    it(`follows the remove link when ${name}`, async () => {
      testServer.use(onWcAjax('remove_from_cart', reply));
      const href = removeLink().href;
      removeLink().click();
      await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(href));
    });
  }
});
