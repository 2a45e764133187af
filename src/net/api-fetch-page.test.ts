import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testServer } from '../../fixtures/msw/test-server';
import { pageApiClient } from './api-fetch-page';

const settings = { adminAjaxUrl: '/wp-admin/admin-ajax.php', requestTimeout: 5000 };

describe("the page's request client", () => {
  it("takes root and nonce from wpApiSettings", async () => {
    vi.stubGlobal('wpApiSettings', { root: 'http://shop.test/sub/wp-json/', nonce: 'n-9' });
    const seen: Request[] = [];
    testServer.use(http.get('*/sub/wp-json/wp/v2/users/me', ({ request }) => (seen.push(request), HttpResponse.json({ id: 1 }))));
    expect(await pageApiClient(settings)({ path: '/wp/v2/users/me' })).toEqual({ ok: true, value: { id: 1 } });
    expect(seen[0]?.headers.get('x-wp-nonce')).toBe('n-9');
  });

  it("falls back to the head's REST link", async () => {
    document.head.innerHTML = '<link rel="https://api.w.org/" href="http://shop.test/wp-json/">';
    testServer.use(http.get('*/wp-json/wp/v2/types', () => HttpResponse.json([])));
    expect((await pageApiClient(settings)({ path: '/wp/v2/types' })).ok).toBe(true);
    document.head.innerHTML = '';
  });

  it("adds the swatches plugin's extra arguments to its own namespace only, unless the request has them", async () => {
    vi.stubGlobal('wpApiSettings', { root: 'http://shop.test/wp-json/', nonce: 'n-1' });
    vi.stubGlobal('lantern_config', { swatches_rest_params: { lang: 'en', currency: 'AUD' } });
    const seen: URL[] = [];
    testServer.use(http.get('*/wp-json/*', ({ request }) => (seen.push(new URL(request.url)), HttpResponse.json({}))));
    const apiFetch = pageApiClient(settings);
    await apiFetch({ path: '/woo-variation-swatches/v1/single-product/120?lang=de' });
    await apiFetch({ url: 'http://shop.test/wp-json/woo-variation-swatches/v1/archive-product/121' });
    await apiFetch({ path: '/wp/v2/types' });
    expect(Object.fromEntries(seen[0]!.searchParams)).toEqual({ lang: 'de', _locale: 'user', currency: 'AUD' });
    expect(Object.fromEntries(seen[1]!.searchParams)).toEqual({ _locale: 'user', lang: 'en', currency: 'AUD' });
    expect(Object.fromEntries(seen[2]!.searchParams)).toEqual({ _locale: 'user' });
    vi.unstubAllGlobals();
  });
});

describe("the page's request client without wpApiSettings", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** A route that refuses `nonce-1` once, as an expired nonce is refused, and keeps each request. */
  function refusingOldNonce(path: string): Request[] {
    const seen: Request[] = [];
    testServer.use(
      http.get(path, ({ request }) => {
        seen.push(request);
        return request.headers.get('x-wp-nonce') === 'nonce-1'
          ? HttpResponse.json({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed' }, { status: 403 })
          : HttpResponse.json({ fine: true });
      }),
    );
    return seen;
  }

  it("calls the site's /wp-json/ root without a nonce when the page names neither", async () => {
    const seen: Request[] = [];
    testServer.use(http.get('*/wp-json/wp/v2/types', ({ request }) => (seen.push(request), HttpResponse.json([]))));
    expect(await pageApiClient(settings)({ path: '/wp/v2/types' })).toEqual({ ok: true, value: [] });
    expect(seen.map((request) => [new URL(request.url).pathname, request.headers.has('x-wp-nonce')])).toEqual([['/wp-json/wp/v2/types', false]]);
  });

  it('adds the slash a root without one lacks', async () => {
    vi.stubGlobal('wpApiSettings', { root: 'http://shop.test/?rest_route=' });
    const seen: (string | null)[] = [];
    testServer.use(http.get('http://shop.test/', ({ request }) => (seen.push(new URL(request.url).searchParams.get('rest_route')), HttpResponse.json({}))));
    await pageApiClient(settings)({ path: '/wp/v2/types' });
    expect(seen).toEqual(['/wp/v2/types']);
  });

  it("takes the nonce and the nonce endpoint WordPress registered on wp.apiFetch", async () => {
    vi.stubGlobal('wp', { apiFetch: { nonceMiddleware: { nonce: 'nonce-1' }, nonceEndpoint: 'http://shop.test/renew-nonce' } });
    const seen = refusingOldNonce('*/wp-json/wp/v2/users/me');
    testServer.use(http.get('http://shop.test/renew-nonce', () => HttpResponse.text('nonce-2')));
    expect(await pageApiClient(settings)({ path: '/wp/v2/users/me' })).toEqual({ ok: true, value: { fine: true } });
    expect(seen.map((request) => request.headers.get('x-wp-nonce'))).toEqual(['nonce-1', 'nonce-2']);
  });

  it("renews the nonce at admin-ajax's rest-nonce action when WordPress registered no endpoint", async () => {
    vi.stubGlobal('wpApiSettings', { root: 'http://shop.test/wp-json/', nonce: 'nonce-1' });
    refusingOldNonce('*/wp-json/wp/v2/users/me');
    const asked: string[] = [];
    testServer.use(http.get('*/wp-admin/admin-ajax.php', ({ request }) => (asked.push(new URL(request.url).search), HttpResponse.text('nonce-2'))));
    expect(await pageApiClient(settings)({ path: '/wp/v2/users/me' })).toEqual({ ok: true, value: { fine: true } });
    expect(asked).toEqual(['?action=rest-nonce']);
  });

  it('waits the request time-out for a REST reply', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('wpApiSettings', { root: 'http://shop.test/wp-json/', nonce: 'n-1' });
    testServer.use(http.get('*/wp-json/wp/v2/slow', ({ request }) => new Promise<Response>((resolve) => request.signal.addEventListener('abort', () => resolve(HttpResponse.error()), { once: true }))));
    let settled = false;
    const pending = pageApiClient({ ...settings, requestTimeout: 1000 })({ path: '/wp/v2/slow' }).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ ok: false, error: { code: 'fetch_error', message: 'You are probably offline.' } });
  });
});
