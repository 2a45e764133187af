import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { testServer } from '../../fixtures/msw/test-server';
import { NONCE_ENDPOINT, REST_ROOT, restClientHandlers, type RestLog } from '../../fixtures/msw/rest-client';
import { API_FETCH_MESSAGES, createApiClient } from './api-fetch';

let log: RestLog;
let valid = 'nonce-1';

function setUp(failPostProcess = 5) {
  testServer.use(...restClientHandlers(log, { validNonce: () => valid, freshNonce: 'nonce-2', failPostProcess }));
  return createApiClient({ root: REST_ROOT, nonce: 'nonce-1', nonceEndpoint: NONCE_ENDPOINT });
}

beforeEach(() => {
  log = { requests: [] };
  valid = 'nonce-1';
});

describe('the platform request client', () => {
  it('sends the nonce, asks for the user locale and reads the JSON reply', async () => {
    const apiFetch = setUp();
    const reply = await apiFetch<{ id: number }[]>({ path: '/lantern-demo/v1/items?per_page=2' });
    expect(reply).toEqual({ ok: true, value: [{ id: 1 }, { id: 2 }] });
    const [request] = log.requests;
    expect(request?.url.searchParams.get('_locale')).toBe('user');
    expect(request?.headers.get('x-wp-nonce')).toBe('nonce-1');
    expect(request?.headers.get('accept')).toBe('application/json, */*;q=0.1');
  });

  it('joins namespace and endpoint into the path', async () => {
    const apiFetch = setUp();
    await apiFetch({ namespace: '/lantern-demo/v1/', endpoint: '/items' });
    expect(log.requests[0]?.url.pathname).toBe('/wp-json/lantern-demo/v1/items');
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)('sends %s as POST with X-HTTP-Method-Override and a JSON body', async (method) => {
    const apiFetch = setUp();
    const reply = await apiFetch({ path: '/lantern-demo/v1/echo', method, data: { a: 1 } });
    expect(reply).toEqual({ ok: true, value: { method: 'POST', override: method, body: { a: 1 } } });
    expect(log.requests[0]?.headers.get('content-type')).toBe('application/json');
  });

  it('fetches per_page=-1 in pages of 100, following Link rel=next', async () => {
    const apiFetch = setUp();
    const reply = await apiFetch<{ id: number }[]>({ path: '/lantern-demo/v1/items?per_page=-1' });
    expect(reply.ok && reply.value.length).toBe(250);
    expect(reply.ok && reply.value.at(-1)).toEqual({ id: 250 });
    expect(log.requests.map((request) => [request.url.searchParams.get('per_page'), request.url.searchParams.get('page')])).toEqual([
      ['100', null],
      ['100', '2'],
      ['100', '3'],
    ]);
  });

  it('fetches a fresh nonce after rest_cookie_invalid_nonce and retries once with it', async () => {
    const apiFetch = setUp();
    valid = 'nonce-2';
    const reply = await apiFetch({ path: '/lantern-demo/v1/echo', method: 'POST', data: {} });
    expect(reply.ok).toBe(true);
    expect(apiFetch.nonce).toBe('nonce-2');
    expect(log.requests.map((request) => request.headers.get('x-wp-nonce') ?? 'nonce endpoint')).toEqual(['nonce-1', 'nonce endpoint', 'nonce-2']);
  });

  it('gives up after one retry when the fresh nonce is refused too', async () => {
    const apiFetch = setUp();
    valid = 'never';
    const reply = await apiFetch({ path: '/lantern-demo/v1/echo' });
    expect(reply).toEqual({ ok: false, error: { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 }, status: 403 } });
    expect(log.requests).toHaveLength(3);
  });

  it('retries the upload post-processing up to 5 times, then deletes the attachment', async () => {
    const apiFetch = setUp(5);
    const reply = await apiFetch({ path: '/wp/v2/media', method: 'POST', body: new FormData() });
    expect(reply).toEqual({ ok: false, error: { code: 'post_process', message: API_FETCH_MESSAGES.post_process } });
    await expect.poll(() => log.requests.length).toBe(7);
    const lines = log.requests.map((request) => `${request.method} ${request.url.pathname} ${request.headers.get('x-http-method-override') ?? ''}`.trim());
    expect(lines).toEqual([
      'POST /wp-json/wp/v2/media',
      ...Array.from({ length: 5 }, () => 'POST /wp-json/wp/v2/media/77/post-process'),
      'POST /wp-json/wp/v2/media/77 DELETE',
    ]);
    expect(log.requests.at(-1)?.url.searchParams.get('force')).toBe('true');
    expect(JSON.parse(log.requests[1]?.body ?? '{}')).toEqual({ action: 'create-image-subsizes' });
  });

  it('answers the attachment when a post-processing retry succeeds', async () => {
    const apiFetch = setUp(2);
    const reply = await apiFetch({ path: '/wp/v2/media', method: 'POST', body: new FormData() });
    expect(reply).toEqual({ ok: true, value: { id: 77, media_type: 'image' } });
    expect(log.requests).toHaveLength(4);
  });

  it.each([
    ['an HTML page', () => new HttpResponse('<html>oops</html>'), { code: 'invalid_json', message: API_FETCH_MESSAGES.invalid_json }],
    ['a server error page', () => new HttpResponse('<html>fatal</html>', { status: 500 }), { code: 'invalid_json', message: API_FETCH_MESSAGES.invalid_json, status: 500 }],
    ['an error without a body', () => new HttpResponse('null', { status: 500 }), { code: 'unknown_error', message: API_FETCH_MESSAGES.unknown_error, status: 500 }],
    ['the network failing', () => HttpResponse.error(), { code: 'fetch_error', message: API_FETCH_MESSAGES.fetch_error }],
  ])('reports %s with its code and message', async (_name, reply, error) => {
    testServer.use(http.get('*/wp-json/lantern-demo/v1/broken', reply));
    const apiFetch = createApiClient({ root: REST_ROOT, nonce: 'nonce-1' });
    expect(await apiFetch({ path: '/lantern-demo/v1/broken' })).toEqual({ ok: false, error });
  });
});
