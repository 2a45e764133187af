import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testServer, testShop } from '../../fixtures/msw/test-server';
import { readSettings } from '../../src/config/settings';
import { getRefreshedFragments } from '../../src/net/cart';
import { addToCart, removeFromCart } from '../../src/net/cart-items';
import { dismissComingSoonBanner } from '../../src/net/coming-soon';

interface Seen {
  url: string;
  method: string;
  headers: Headers;
  body: string;
}
const seen: Seen[] = [];
const settings = { ...readSettings(document), requestTimeout: 1000 };
const simple = testShop.catalogue.find((product) => product.type === 'simple' && (product.stock ?? 9) > 2)!;
const variable = testShop.catalogue.find((product) => product.type === 'variable')!;

beforeEach(() => {
  seen.length = 0;
  testServer.events.on('request:start', ({ request }) => {
    void request
      .clone()
      .text()
      .then((body) => seen.push({ url: request.url, method: request.method, headers: request.headers, body }));
  });
});
afterEach(() => testServer.events.removeAllListeners());

describe('the cart contracts, as WooCommerce speaks them', () => {
  it('add_to_cart: a form-encoded POST to the shop ajax endpoint, answered with fragments and hash', async () => {
    const result = await addToCart({ product_id: String(simple.id), quantity: '1' }, settings);
    expect(seen[0]).toMatchObject({ url: 'http://shop.test/?wc-ajax=add_to_cart', method: 'POST' });
    expect(seen[0]!.headers.get('content-type')).toBe('application/x-www-form-urlencoded; charset=UTF-8');
    expect(seen[0]!.body).toBe(`product_id=${simple.id}&quantity=1`);
    expect(result.ok && result.value.kind).toBe('added');
    if (result.ok && result.value.kind === 'added') {
      expect(Object.keys(result.value.fragments)).toContain('div.widget_shopping_cart_content');
      expect(result.value.cartHash).toBe(testShop.cartFor('default').hash);
    }
  });

  it('add_to_cart: a product the shop refuses comes back as its product page', async () => {
    const result = await addToCart({ product_id: String(variable.id) }, settings);
    expect(result).toEqual({ ok: true, value: { kind: 'product-error', productUrl: variable.permalink } });
  });

  it('add_to_cart: no product id gets an empty reply', async () => {
    expect(await addToCart({ quantity: '1' }, settings)).toEqual({ ok: true, value: { kind: 'empty' } });
  });

  it('remove_from_cart: sends the cart item key; an unknown key has no fragments', async () => {
    await addToCart({ product_id: String(simple.id) }, settings);
    const key = testShop.cartFor('default').items[0]!.key;
    const removed = await removeFromCart(key, settings);
    expect(seen[1]!.body).toBe(`cart_item_key=${key}`);
    expect(removed.ok && removed.value.kind).toBe('removed');
    expect(await removeFromCart('nope', settings)).toEqual({ ok: true, value: { kind: 'no-fragments' } });
  });

  it('get_refreshed_fragments: sends the time field and reads fragments and hash', async () => {
    const result = await getRefreshedFragments(1700000000000, settings);
    expect(seen[0]).toMatchObject({ url: 'http://shop.test/?wc-ajax=get_refreshed_fragments', body: 'time=1700000000000' });
    expect(result.ok && result.value.cartHash).toBe('');
  });
});

describe('the coming-soon dismissal', () => {
  it('posts the user meta form-encoded with the nonce header', async () => {
    const result = await dismissComingSoonBanner('/wp-json/wp/v2/users/1', testShop.restNonce);
    expect(seen[0]!.headers.get('x-wp-nonce')).toBe(testShop.restNonce);
    expect(seen[0]!.body).toBe('woocommerce_meta%5Bcoming_soon_banner_dismissed%5D=yes');
    expect(result.ok).toBe(true);
    expect(testShop.comingSoonBannerDismissed).toBe(true);
  });

  it('reports a rejected nonce as an HTTP error', async () => {
    const result = await dismissComingSoonBanner('/wp-json/wp/v2/users/1', 'stale');
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 403 } });
  });
});
