import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

/** A REST route that never answers: the reply waits until the client gives up. */
const untilAborted = (request: Request): Promise<Response> =>
  new Promise((resolve) => request.signal.addEventListener('abort', () => resolve(HttpResponse.error()), { once: true }));

/** Every request the test server sees, in order. */
function watchRequests(): Request[] {
  const seen: Request[] = [];
  testServer.events.on('request:start', ({ request }) => void seen.push(request));
  return seen;
}

afterEach(() => {
  testServer.events.removeAllListeners();
});

describe('the platform request client when nothing usable comes back', () => {
  it('ends in aborted when the caller cancels', async () => {
    testServer.use(http.get('*/wp-json/lantern-demo/v1/slow', ({ request }) => untilAborted(request)));
    const controller = new AbortController();
    const pending = createApiClient({ root: REST_ROOT, nonce: 'nonce-1' })({ path: '/lantern-demo/v1/slow', signal: controller.signal });
    controller.abort();
    expect(await pending).toStrictEqual({ ok: false, error: { code: 'aborted', message: 'The request was cancelled.' } });
  });

  it('ends in fetch_error without a status when the server does not answer within the time-out', async () => {
    testServer.use(http.get('*/wp-json/lantern-demo/v1/slow', ({ request }) => untilAborted(request)));
    const apiFetch = createApiClient({ root: REST_ROOT, nonce: 'nonce-1', timeout: 50 });
    expect(await apiFetch({ path: '/lantern-demo/v1/slow' })).toStrictEqual({ ok: false, error: { code: 'fetch_error', message: 'You are probably offline.' } });
  });

  it("keeps WordPress's code and data with the client's message when the error has no message", async () => {
    testServer.use(http.get('*/wp-json/lantern-demo/v1/broken', () => HttpResponse.json({ code: 'rest_gone', data: null }, { status: 410 })));
    const apiFetch = createApiClient({ root: REST_ROOT, nonce: 'nonce-1' });
    expect(await apiFetch({ path: '/lantern-demo/v1/broken' })).toStrictEqual({ ok: false, error: { code: 'rest_gone', message: 'An unknown error occurred.', data: null, status: 410 } });
  });

  it('keeps no data when a WordPress error has none', async () => {
    testServer.use(http.get('*/wp-json/lantern-demo/v1/broken', () => HttpResponse.json({ code: 'rest_gone', message: 'Gone.' }, { status: 410 })));
    const apiFetch = createApiClient({ root: REST_ROOT, nonce: 'nonce-1' });
    expect(await apiFetch({ path: '/lantern-demo/v1/broken' })).toStrictEqual({ ok: false, error: { code: 'rest_gone', message: 'Gone.', status: 410 } });
  });
});

describe('the platform request client on the wire', () => {
  it('sends no nonce header when the page has no nonce', async () => {
    const seen = watchRequests();
    testServer.use(http.get('*/wp-json/lantern-demo/v1/open', () => HttpResponse.json([])));
    expect(await createApiClient({ root: REST_ROOT, nonce: '' })({ path: '/lantern-demo/v1/open' })).toEqual({ ok: true, value: [] });
    expect(seen.map((request) => request.headers.has('x-wp-nonce'))).toEqual([false]);
  });

  it('asks fetch for a GET when the caller names no method, and calls the REST index when it names no path', async () => {
    const handed = vi.spyOn(globalThis, 'fetch');
    testServer.use(http.get(REST_ROOT, () => HttpResponse.json({ name: 'Shop' })));
    expect(await createApiClient({ root: REST_ROOT, nonce: 'nonce-1' })({})).toEqual({ ok: true, value: { name: 'Shop' } });
    expect(handed.mock.calls.map(([address, init]) => [address, init?.method])).toEqual([[REST_ROOT, 'GET']]);
  });

  it('sends a GET named by the caller as a GET', async () => {
    const apiFetch = setUp();
    expect(await apiFetch({ path: '/lantern-demo/v1/echo', method: 'GET' })).toEqual({ ok: true, value: { method: 'GET', override: null, body: null } });
  });
});

describe('the platform request client fetching every page', () => {
  /** Pages of `/lantern-demo/v1/list`: each answer is `pages[page - 1]`, with `link` as its Link header. */
  function pagedList(pages: { body: () => Response; link?: (page: number) => string }[]) {
    testServer.use(
      http.get('*/wp-json/lantern-demo/v1/list', ({ request }) => {
        const url = new URL(request.url);
        const page = Number(url.searchParams.get('page') ?? 1);
        const answer = pages[page - 1];
        if (!answer) return new HttpResponse('no such page', { status: 404 });
        const reply = answer.body();
        const nextUrl = new URL(url);
        nextUrl.searchParams.set('page', String(page + 1));
        if (answer.link) reply.headers.set('Link', answer.link(page).replace('NEXT', nextUrl.href));
        return reply;
      }),
    );
  }
  const apiFetch = () => createApiClient({ root: REST_ROOT, nonce: 'nonce-1' });

  it('follows a next link written without a space, or after a previous link', async () => {
    pagedList([
      { body: () => HttpResponse.json([1]), link: () => '<NEXT>;rel="next"' },
      { body: () => HttpResponse.json([2]), link: () => '<http://shop.test/wp-json/lantern-demo/v1/list?page=1>; rel="prev", <NEXT>; rel="next"' },
      { body: () => HttpResponse.json([3]) },
    ]);
    expect(await apiFetch()({ path: '/lantern-demo/v1/list?per_page=-1' })).toEqual({ ok: true, value: [1, 2, 3] });
  });

  it('stops at a Link header without a next page', async () => {
    pagedList([{ body: () => HttpResponse.json([1]), link: () => '<http://shop.test/wp-json/lantern-demo/v1/list?page=1>; rel="prev"' }, { body: () => HttpResponse.json([2]) }]);
    expect(await apiFetch()({ path: '/lantern-demo/v1/list?per_page=-1' })).toEqual({ ok: true, value: [1] });
  });

  it('skips a later page that is not a list', async () => {
    pagedList([{ body: () => HttpResponse.json([1]), link: () => '<NEXT>; rel="next"' }, { body: () => HttpResponse.json({ id: 2 }), link: () => '<NEXT>; rel="next"' }, { body: () => HttpResponse.json([3]) }]);
    expect(await apiFetch()({ path: '/lantern-demo/v1/list?per_page=-1' })).toEqual({ ok: true, value: [1, 3] });
  });

  it('ends in the error of a later page that fails', async () => {
    pagedList([{ body: () => HttpResponse.json([1]), link: () => '<NEXT>; rel="next"' }, { body: () => HttpResponse.json({ code: 'rest_busy', message: 'Busy.' }, { status: 503 }) }]);
    expect(await apiFetch()({ path: '/lantern-demo/v1/list?per_page=-1' })).toEqual({ ok: false, error: { code: 'rest_busy', message: 'Busy.', status: 503 } });
  });

  it('ends in invalid_json when a later page is not JSON', async () => {
    pagedList([{ body: () => HttpResponse.json([1]), link: () => '<NEXT>; rel="next"' }, { body: () => HttpResponse.html('<html>Maintenance</html>') }]);
    expect(await apiFetch()({ path: '/lantern-demo/v1/list?per_page=-1' })).toEqual({ ok: false, error: { code: 'invalid_json', message: API_FETCH_MESSAGES.invalid_json } });
  });
});

describe('the platform request client recovering an upload', () => {
  const failedUpload = (status: number) => () => HttpResponse.json({ code: 'rest_upload_unknown_error', message: 'Failed.' }, { status, headers: { 'X-WP-Upload-Attachment-Id': '77' } });

  it.each([
    ['a POST to another route', 'post', '/lantern-demo/v1/echo', 500],
    ['a GET of the media library', 'get', '/wp/v2/media', 500],
    ['an upload refused with a 4xx', 'post', '/wp/v2/media', 413],
  ] as const)('does not post-process after %s, even with an attachment id', async (_name, method, path, status) => {
    const seen = watchRequests();
    testServer.use(http[method](`*/wp-json${path}`, failedUpload(status)));
    const apiFetch = createApiClient({ root: REST_ROOT, nonce: 'nonce-1' });
    const reply = await apiFetch({ path, method: method === 'post' ? 'POST' : 'GET', body: method === 'post' ? new FormData() : undefined });
    expect(reply).toEqual({ ok: false, error: { code: 'rest_upload_unknown_error', message: 'Failed.', status } });
    expect(seen).toHaveLength(1);
  });

  it('post-processes after a 599 with the attachment id', async () => {
    testServer.use(http.post('*/wp-json/wp/v2/media', failedUpload(599)), http.post('*/wp-json/wp/v2/media/77/post-process', () => HttpResponse.json({ id: 77 })));
    const apiFetch = createApiClient({ root: REST_ROOT, nonce: 'nonce-1' });
    expect(await apiFetch({ path: '/wp/v2/media', method: 'POST', body: new FormData() })).toEqual({ ok: true, value: { id: 77 } });
  });
});

describe('the platform request client renewing its nonce', () => {
  const refusing = () => http.get('*/wp-json/lantern-demo/v1/guarded', ({ request }) =>
    request.headers.get('x-wp-nonce') === 'nonce-2' ? HttpResponse.json({ fine: true }) : HttpResponse.json({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed' }, { status: 403 }));
  const refused = { ok: false, error: { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', status: 403 } };

  it('uses a fresh nonce the endpoint sends with white space around it', async () => {
    testServer.use(refusing(), http.get('*/wp-admin/admin-ajax.php', () => HttpResponse.text('\n nonce-2 \n')));
    const apiFetch = createApiClient({ root: REST_ROOT, nonce: 'nonce-1', nonceEndpoint: NONCE_ENDPOINT });
    expect(await apiFetch({ path: '/lantern-demo/v1/guarded' })).toEqual({ ok: true, value: { fine: true } });
    expect(apiFetch.nonce).toBe('nonce-2');
  });

  it('keeps the refusal and its nonce when the endpoint answers nothing', async () => {
    testServer.use(refusing(), http.get('*/wp-admin/admin-ajax.php', () => HttpResponse.text(' ')));
    const apiFetch = createApiClient({ root: REST_ROOT, nonce: 'nonce-1', nonceEndpoint: NONCE_ENDPOINT });
    expect(await apiFetch({ path: '/lantern-demo/v1/guarded' })).toEqual(refused);
    expect(apiFetch.nonce).toBe('nonce-1');
  });

  it('keeps the refusal when the nonce endpoint does not answer within the time-out', async () => {
    testServer.use(refusing(), http.get('*/wp-admin/admin-ajax.php', ({ request }) => untilAborted(request)));
    const apiFetch = createApiClient({ root: REST_ROOT, nonce: 'nonce-1', nonceEndpoint: NONCE_ENDPOINT, timeout: 50 });
    expect(await apiFetch({ path: '/lantern-demo/v1/guarded' })).toEqual(refused);
  });

  it('asks for no fresh nonce when it knows no nonce endpoint', async () => {
    const seen = watchRequests();
    testServer.use(refusing());
    expect(await createApiClient({ root: REST_ROOT, nonce: 'nonce-1' })({ path: '/lantern-demo/v1/guarded' })).toEqual(refused);
    expect(seen).toHaveLength(1);
  });

  it('asks for no fresh nonce after another refusal', async () => {
    const seen = watchRequests();
    testServer.use(http.get('*/wp-json/lantern-demo/v1/guarded', () => HttpResponse.json({ code: 'rest_forbidden', message: 'No.' }, { status: 403 })));
    const apiFetch = createApiClient({ root: REST_ROOT, nonce: 'nonce-1', nonceEndpoint: NONCE_ENDPOINT });
    expect(await apiFetch({ path: '/lantern-demo/v1/guarded' })).toEqual({ ok: false, error: { code: 'rest_forbidden', message: 'No.', status: 403 } });
    expect(seen).toHaveLength(1);
  });
});
