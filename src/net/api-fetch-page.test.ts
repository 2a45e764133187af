import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
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
