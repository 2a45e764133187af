import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { onWcAjax } from '../../../fixtures/msw/overrides';
import { testServer } from '../../../fixtures/msw/test-server';
import { WISHLIST_NONCE } from '../../../fixtures/shop/wishlist/endpoints';
import { asReceived, asStored, readWishlistData } from '../state/data';
import { readWishlistSettings } from '../state/settings';
import { wishlistBadgeCount, wishlistCall, wishlistHtml } from './endpoints';
import { getWishlistData } from './post';

const settings = { ...readWishlistSettings(), wcAjaxUrl: '/?wc-ajax=%%endpoint%%', nonce: WISHLIST_NONCE, requestTimeout: 500 };
const runtime = { settings };
const bodies: URLSearchParams[] = [];

afterEach(() => {
  bodies.length = 0;
  testServer.events.removeAllListeners();
});

function record(): void {
  testServer.events.on('request:start', ({ request }) => {
    void request.clone().text().then((body) => bodies.push(new URLSearchParams(body)));
  });
}

describe('the wishlist contract', () => {
  it('posts action = endpoint, the fields and the nonce to the endpoint, and reads the reply', async () => {
    record();
    document.cookie = 'woosw_key=NETKEY; path=/';
    const reply = await wishlistCall('woosw_add', { product_id: '141' }, runtime);
    expect(reply.ok && reply.value.status).toBe(1);
    expect(reply.ok && reply.value.notice).toBe('{name} has been added to Wishlist.');
    expect(reply.ok && reply.value.data?.key).toBe('NETKEY');
    expect(reply.ok && reply.value.data?.ids['141']?.parent).toBe(0);
    await expect.poll(() => bodies.length).toBe(1);
    expect(Object.fromEntries(bodies[0]!)).toEqual({ action: 'woosw_add', product_id: '141', nonce: WISHLIST_NONCE });
  });

  it("reads an empty ids map sent as PHP's []", async () => {
    document.cookie = 'woosw_key=EMPTY1; path=/';
    const reply = await getWishlistData(settings);
    expect(reply.ok && reply.value).toMatchObject({ key: 'EMPTY1', ids: {} });
    expect(readWishlistData({ key: 'A', ids: 'x' })).toBeNull();
    expect(readWishlistData({ ids: {} })).toBeNull();
  });

  it('turns a broken reply into an error, never an exception', async () => {
    testServer.use(onWcAjax('woosw_load', () => new HttpResponse('<html>Fatal error</html>', { status: 200 })));
    const broken = await wishlistCall('woosw_load', {}, runtime);
    expect(!broken.ok && broken.error.kind).toBe('invalid-json');
    testServer.use(onWcAjax('woosw_remove', () => new HttpResponse('', { status: 200 })));
    const empty = await wishlistCall('woosw_remove', { product_id: '1', key: 'K' }, runtime);
    expect(!empty.ok && empty.error.kind).toBe('invalid-reply');
    testServer.use(onWcAjax('woosw_empty', () => HttpResponse.error()));
    const offline = await wishlistCall('woosw_empty', { key: 'K' }, runtime);
    expect(!offline.ok && offline.error.kind).toBe('offline');
  });

  it('tells HTML, a refusal and a dead endpoint apart', async () => {
    testServer.use(onWcAjax('woosw_view_wishlist', () => new HttpResponse('<div class="woosw-popup-inner"></div>')));
    const view = await wishlistHtml('woosw_view_wishlist', { key: 'K' }, runtime);
    expect(view.ok && view.value).toEqual({ kind: 'html', html: '<div class="woosw-popup-inner"></div>' });
    const refused = await wishlistHtml('woosw_manage_wishlists', {}, runtime);
    expect(refused.ok && refused.value).toEqual({ kind: 'refused', notice: 'Please log in to use the Wishlist!' });
    const badNonce = await wishlistHtml('woosw_add_note', { key: 'K', product_id: '1', note: 'x' }, { ...runtime, settings: { ...settings, nonce: 'wrong' } });
    expect(!badNonce.ok && badNonce.error.kind).toBe('invalid-reply');
    testServer.use(onWcAjax('woosw_delete_wishlist', () => new HttpResponse('')));
    const nothing = await wishlistHtml('woosw_delete_wishlist', { key: 'K' }, runtime);
    expect(!nothing.ok && nothing.error.kind).toBe('invalid-reply');
  });

  it("never takes an error page or a broken JSON reply for a list's markup", async () => {
    testServer.use(onWcAjax('woosw_manage_wishlists', () => new HttpResponse('<!DOCTYPE html><html><body><p><b>Fatal error</b></p></body></html>', { status: 200, headers: { 'Content-Type': 'text/html' } })));
    const page = await wishlistHtml('woosw_manage_wishlists', {}, runtime);
    expect(!page.ok && page.error.kind).toBe('invalid-reply');
    testServer.use(onWcAjax('woosw_add_note', () => new HttpResponse('{"fragments":', { status: 200, headers: { 'Content-Type': 'application/json' } })));
    const broken = await wishlistHtml('woosw_add_note', { key: 'K', product_id: '1', note: 'x' }, runtime);
    expect(!broken.ok && broken.error.kind).toBe('invalid-json');
    testServer.use(onWcAjax('woosw_view_wishlist', () => HttpResponse.json({ status: 1 })));
    const noMarkup = await wishlistHtml('woosw_view_wishlist', { key: 'K' }, runtime);
    expect(!noMarkup.ok && noMarkup.error.kind).toBe('invalid-reply');
    // A note the shopper began with a brace comes back as markup, and is one.
    testServer.use(onWcAjax('woosw_add_note', () => new HttpResponse('{draft', { headers: { 'Content-Type': 'text/html; charset=UTF-8' } })));
    const note = await wishlistHtml('woosw_add_note', { key: 'K', product_id: '1', note: '{draft' }, runtime);
    expect(note.ok && note.value).toEqual({ kind: 'html', html: '{draft' });
  });

  it('asks the count with a GET carrying only the action', async () => {
    let seen: URL | undefined;
    testServer.use(http.get('*/wp-admin/admin-ajax.php', ({ request }) => {
      seen = new URL(request.url);
      return HttpResponse.json({ count: 4 });
    }));
    const reply = await wishlistBadgeCount({ adminAjaxUrl: '/wp-admin/admin-ajax.php', countAction: 'yith_wcwl_update_wishlist_count', requestTimeout: 500 });
    expect(reply.ok && reply.value).toBe(4);
    expect([...seen!.searchParams]).toEqual([['action', 'yith_wcwl_update_wishlist_count']]);
  });
});

describe('wishlist data as the plugin keeps it', () => {
  it('is cached and handed on as the server sent it: its key order, [] for no ids, every field', () => {
    const sent = { key: 'RAW001', ids: [], fragments: { '.woosw-menu-item': '<li class="woosw-menu-item"></li>' }, extra: 1 };
    const data = readWishlistData(sent);
    expect(data?.ids).toEqual({});
    expect(data && asReceived(data)).toBe(sent);
    expect(data && asStored(data)).toBe('{"key":"RAW001","ids":[],"fragments":{".woosw-menu-item":"<li class=\\"woosw-menu-item\\"></li>"},"extra":1}');
  });

  it('writes data built here as it is', () => {
    expect(asStored({ key: 'OWN001', fragments: {}, ids: {} })).toBe('{"key":"OWN001","fragments":{},"ids":{}}');
  });
});
