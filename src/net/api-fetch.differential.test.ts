import { http, HttpResponse, type RequestHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NONCE_ENDPOINT, REST_ROOT, restClientHandlers } from '../../fixtures/msw/rest-client';
import { ourOutcome, realOutcome, recordRun, type Outcome, type Run } from '../../fixtures/msw/wire-run';
import { wordpressApiFetch } from '../../fixtures/msw/wordpress-api-fetch';
import { API_FETCH_MESSAGES, createApiClient, type ApiRequest } from './api-fetch';

/**
 * Differential tests: every scenario runs once through Lantern's client and once through the
 * real `@wordpress/api-fetch` configured as on a WordPress page, against the same msw handlers,
 * and both must put the same requests on the wire and end in the same result. Where the spec
 * deliberately differs from the package (spec 8.2's messages, the single nonce retry, typed
 * results instead of thrown responses), the test says so and checks both sides.
 */

interface Scenario {
  /** The shop's answers; called once per client, so each starts from the same state. */
  handlers?: () => RequestHandler[];
  /** Sent one after the other through the same client. */
  requests: ApiRequest[];
  /** Requests the scenario ends with, awaited or not. */
  settled?: number;
  root?: string;
}

/** The REST scenarios' routes as in the unit tests: `nonce-1` is valid, `nonce-2` is the fresh one. */
const restRoutes = (options: { validNonce?: string; failPostProcess?: number; uploadFails?: boolean } = {}) => () =>
  restClientHandlers({ requests: [] }, { validNonce: () => options.validNonce ?? 'nonce-1', freshNonce: 'nonce-2', failPostProcess: options.failPostProcess ?? 5, uploadFails: options.uploadFails });

/** One route answering `reply`, for the error catalogue. */
const answering = (reply: () => Response) => () => [http.all('*/wp-json/lantern-demo/v1/broken', reply)];

async function throughBoth(scenario: Scenario): Promise<{ ours: Run; real: Run }> {
  const handlers = scenario.handlers ?? restRoutes();
  const settings = { root: scenario.root ?? REST_ROOT, nonce: 'nonce-1', nonceEndpoint: NONCE_ENDPOINT };
  const settled = scenario.settled ?? 0;
  const ours = createApiClient(settings);
  const ourRun = await recordRun(handlers, async (request) => ourOutcome(await ours(request)), scenario.requests, settled);
  const real = wordpressApiFetch(settings);
  const realRun = await recordRun(handlers, (request) => realOutcome(real(request)), scenario.requests, settled);
  return { ours: ourRun, real: realRun };
}

async function expectSame(scenario: Scenario): Promise<Run> {
  const { ours, real } = await throughBoth(scenario);
  expect(ours.requests).toEqual(real.requests);
  expect(ours.outcomes).toEqual(real.outcomes);
  return ours;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the request client next to WordPress’s own apiFetch: requests', () => {
  it('sends a GET with the nonce, the user locale, the JSON Accept header and the login cookies', async () => {
    const run = await expectSame({ requests: [{ path: '/lantern-demo/v1/items?per_page=2&page=3' }] });
    expect(run.requests[0]).toMatchObject({ method: 'GET', query: [['per_page', '2'], ['page', '3'], ['_locale', 'user']], credentials: 'include' });
    expect(run.requests[0]?.headers).toMatchObject({ 'x-wp-nonce': 'nonce-1', accept: 'application/json, */*;q=0.1' });
  });

  it.each<[string, ApiRequest]>([
    ['a full URL', { url: 'http://shop.test/wp-json/lantern-demo/v1/items?per_page=1' }],
    ['a locale the caller chose', { path: '/lantern-demo/v1/items?per_page=1&_locale=de_DE' }],
    ['a namespace and an endpoint with slashes around them', { namespace: '/lantern-demo/v1/', endpoint: '/items' }],
    ['an endpoint with a trailing slash (kept, so the route is not found)', { namespace: 'lantern-demo/v1', endpoint: 'echo/' }],
    ['a query with spaces and non-ASCII letters', { path: '/lantern-demo/v1/echo?search=blue light&name=Ä' }],
  ])('addresses %s the same way', async (_name, request) => {
    await expectSame({ requests: [request] });
  });

  it('sends data as a JSON body with its content type', async () => {
    const run = await expectSame({ requests: [{ path: '/lantern-demo/v1/echo', method: 'POST', data: { name: 'Ä & <b>', ids: [1, 2] } }] });
    expect(run.requests[0]?.headers['content-type']).toBe('application/json');
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)('sends %s as a POST with X-HTTP-Method-Override and a JSON content type', async (method) => {
    const run = await expectSame({ requests: [{ path: '/lantern-demo/v1/echo', method, data: { a: 1 } }, { path: '/lantern-demo/v1/echo', method }] });
    expect(run.requests.map((request) => [request.method, request.headers['x-http-method-override'], request.headers['content-type'], request.body])).toEqual([
      ['POST', method, 'application/json', '{"a":1}'],
      ['POST', method, 'application/json', ''],
    ]);
  });

  it("keeps the caller's content type on an overridden method", async () => {
    const run = await expectSame({
      requests: [{ path: '/lantern-demo/v1/echo', method: 'PUT', body: 'a=1', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }],
    });
    expect(run.requests[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
  });

  it('sends no body for empty data', async () => {
    const run = await expectSame({ requests: [{ path: '/lantern-demo/v1/echo', method: 'POST', data: null }, { path: '/lantern-demo/v1/echo', method: 'POST', data: '' }] });
    expect(run.requests.map((request) => [request.body, request.headers['content-type']])).toEqual([
      ['', null],
      ['', null],
    ]);
  });

  it("keeps a caller's copy of the page nonce and replaces a stale X-WP-Nonce", async () => {
    const run = await expectSame({
      requests: [
        { path: '/lantern-demo/v1/echo', headers: { 'x-wp-nonce': 'nonce-1' } },
        { path: '/lantern-demo/v1/echo', headers: { 'X-WP-Nonce': 'stale' } },
      ],
    });
    expect(run.requests.map((request) => request.headers['x-wp-nonce'])).toEqual(['nonce-1', 'nonce-1']);
  });

  it('joins a path to a plain-permalink root after its rest_route', async () => {
    const handlers = () => [http.all('http://shop.test/', ({ request }) => HttpResponse.json({ route: new URL(request.url).searchParams.get('rest_route') }))];
    const run = await expectSame({ root: 'http://shop.test/?rest_route=/', handlers, requests: [{ path: '/lantern-demo/v1/items?per_page=5' }] });
    expect(run.requests[0]?.query).toEqual([['rest_route', '/lantern-demo/v1/items'], ['per_page', '5'], ['_locale', 'user']]);
  });
});

describe('the request client next to WordPress’s own apiFetch: per_page=-1', () => {
  it('fetches pages of 100 following Link rel=next and joins them', async () => {
    const run = await expectSame({ requests: [{ path: '/lantern-demo/v1/items?per_page=-1' }] });
    expect(run.requests.map((request) => request.query)).toEqual([
      [['per_page', '100'], ['_locale', 'user']],
      [['per_page', '100'], ['_locale', 'user'], ['page', '2']],
      [['per_page', '100'], ['_locale', 'user'], ['page', '3']],
    ]);
    const [outcome] = run.outcomes;
    expect(outcome && 'ok' in outcome && outcome.ok && Array.isArray(outcome.value) && outcome.value.length).toBe(250);
  });

  it('does the same for a full URL with other arguments', async () => {
    await expectSame({ requests: [{ url: 'http://shop.test/wp-json/lantern-demo/v1/items?orderby=id&per_page=-1' }] });
  });

  it('answers a reply that is not a list as it is', async () => {
    const run = await expectSame({ requests: [{ path: '/lantern-demo/v1/echo?per_page=-1' }] });
    expect(run.outcomes).toEqual([{ ok: true, value: { method: 'GET', override: null, body: null } }]);
  });
  it('ends a first page that is not JSON in invalid_json, where the package throws a SyntaxError', async () => {
    const handlers = () => [http.get('*/wp-json/lantern-demo/v1/items', () => new HttpResponse('<html>Maintenance</html>'))];
    const { ours, real } = await throughBoth({ handlers, requests: [{ path: '/lantern-demo/v1/items?per_page=-1' }] });
    expect(ours.requests).toEqual(real.requests);
    expect(ours.outcomes).toEqual([{ ok: false, error: { code: 'invalid_json', message: API_FETCH_MESSAGES.invalid_json } }]);
    expect(real.outcomes).toEqual([{ threw: expect.stringContaining('SyntaxError') as unknown as string }]);
  });
});

describe('the request client next to WordPress’s own apiFetch: an expired nonce', () => {
  it('fetches a fresh nonce, retries with it, and keeps it for the next call', async () => {
    const run = await expectSame({ handlers: restRoutes({ validNonce: 'nonce-2' }), requests: [{ path: '/lantern-demo/v1/echo', method: 'POST', data: { a: 1 } }, { path: '/lantern-demo/v1/echo' }] });
    expect(run.requests.map((request) => `${request.address} ${request.headers['x-wp-nonce'] ?? '(none)'}`)).toEqual([
      'http://shop.test/wp-json/lantern-demo/v1/echo nonce-1',
      'http://shop.test/wp-admin/admin-ajax.php (none)',
      'http://shop.test/wp-json/lantern-demo/v1/echo nonce-2',
      'http://shop.test/wp-json/lantern-demo/v1/echo nonce-2',
    ]);
    expect(run.outcomes.every((outcome) => 'ok' in outcome && outcome.ok)).toBe(true);
  });

  it('ends in the original error when no fresh nonce comes', async () => {
    const handlers = () => [
      http.get('*/wp-admin/admin-ajax.php', () => new HttpResponse('0', { status: 400 })),
      ...restRoutes({ validNonce: 'nonce-2' })(),
    ];
    const run = await expectSame({ handlers, requests: [{ path: '/lantern-demo/v1/echo' }] });
    expect(run.outcomes).toEqual([{ ok: false, error: { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } } }]);
  });

  it('retries once, where the package retries for as long as the nonce endpoint answers (spec 8.2)', async () => {
    // The package would loop for ever against a server that refuses every nonce; after three fresh ones this endpoint fails.
    const handlers = () => {
      let fresh = 0;
      return [
        http.get('*/wp-admin/admin-ajax.php', () => ((fresh += 1) <= 3 ? new HttpResponse(`nonce-${fresh + 1}`) : new HttpResponse('0', { status: 400 }))),
        ...restRoutes({ validNonce: 'never' })(),
      ];
    };
    const { ours, real } = await throughBoth({ handlers, requests: [{ path: '/lantern-demo/v1/echo' }] });
    const refused = { ok: false, error: { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } } };
    expect(ours.outcomes).toEqual([refused]);
    expect(real.outcomes).toEqual([refused]);
    expect(ours.requests.map((request) => request.headers['x-wp-nonce'] ?? 'endpoint')).toEqual(['nonce-1', 'endpoint', 'nonce-2']);
    expect(real.requests.map((request) => request.headers['x-wp-nonce'] ?? 'endpoint')).toEqual(['nonce-1', 'endpoint', 'nonce-2', 'endpoint', 'nonce-3', 'endpoint', 'nonce-4', 'endpoint']);
  });

  it('renews the nonce of a per_page=-1 request too, where the package gives up with the raw first-page response', async () => {
    const { ours, real } = await throughBoth({ handlers: restRoutes({ validNonce: 'nonce-2' }), requests: [{ path: '/lantern-demo/v1/items?per_page=-1' }] });
    const [outcome] = ours.outcomes;
    expect(outcome && 'ok' in outcome && outcome.ok && Array.isArray(outcome.value) && outcome.value.length).toBe(250);
    expect(ours.requests.map((request) => request.headers['x-wp-nonce'] ?? 'endpoint')).toEqual(['nonce-1', 'endpoint', 'nonce-2', 'nonce-2', 'nonce-2']);
    expect(real.outcomes).toEqual([{ threw: 'Response 403' }]);
    expect(real.requests).toHaveLength(1);
  });
});

describe('the request client next to WordPress’s own apiFetch: the error catalogue (spec 8.2)', () => {
  it.each<[string, () => Response, Outcome]>([
    ['a WordPress error', () => HttpResponse.json({ code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 403 } }, { status: 403 }), { ok: false, error: { code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 403 } } }],
    ['an HTML page with a 200', () => new HttpResponse('<html><body>Maintenance</body></html>', { headers: { 'Content-Type': 'text/html' } }), { ok: false, error: { code: 'invalid_json', message: API_FETCH_MESSAGES.invalid_json } }],
    ['a fatal error page with a 500', () => new HttpResponse('<html><body>There has been a critical error.</body></html>', { status: 500 }), { ok: false, error: { code: 'invalid_json', message: API_FETCH_MESSAGES.invalid_json } }],
    ['an empty 502', () => new HttpResponse('', { status: 502 }), { ok: false, error: { code: 'invalid_json', message: API_FETCH_MESSAGES.invalid_json } }],
    ['an empty 200', () => new HttpResponse(''), { ok: true, value: null }],
    ['a 204', () => new HttpResponse(null, { status: 204 }), { ok: true, value: null }],
    ['JSON after a stray line break', () => new HttpResponse('\n{"id":5}'), { ok: true, value: { id: 5 } }],
    ['a line break alone', () => new HttpResponse('\n'), { ok: false, error: { code: 'invalid_json', message: API_FETCH_MESSAGES.invalid_json } }],
  ])('ends %s as the package does', async (_name, reply, outcome) => {
    const run = await expectSame({ handlers: answering(reply), requests: [{ path: '/lantern-demo/v1/broken' }] });
    expect(run.outcomes).toEqual([outcome]);
  });

  it("says 'You are probably offline.' when the network fails (the spec keeps the older package's message)", async () => {
    const { ours, real } = await throughBoth({ handlers: answering(() => HttpResponse.error()), requests: [{ path: '/lantern-demo/v1/broken' }] });
    expect(ours.requests).toEqual(real.requests);
    expect(ours.outcomes).toEqual([{ ok: false, error: { code: 'fetch_error', message: 'You are probably offline.' } }]);
    expect(real.outcomes).toEqual([{ ok: false, error: { code: 'fetch_error', message: 'Could not get a valid response from the server.' } }]);
  });

  it('keeps fetch_error when the browser says it is offline, where the newer package says offline_error', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const { ours, real } = await throughBoth({ handlers: answering(() => HttpResponse.error()), requests: [{ path: '/lantern-demo/v1/broken' }] });
    expect(ours.outcomes).toEqual([{ ok: false, error: { code: 'fetch_error', message: API_FETCH_MESSAGES.fetch_error } }]);
    expect(real.outcomes).toEqual([{ ok: false, error: { code: 'offline_error', message: 'Unable to connect. Please check your Internet connection.' } }]);
  });

  it("answers unknown_error for an error body of null, where the newer package fails on it", async () => {
    const { ours, real } = await throughBoth({ handlers: answering(() => new HttpResponse('null', { status: 500 })), requests: [{ path: '/lantern-demo/v1/broken' }] });
    expect(ours.requests).toEqual(real.requests);
    expect(ours.outcomes).toEqual([{ ok: false, error: { code: 'unknown_error', message: 'An unknown error occurred.' } }]);
    expect(real.outcomes).toEqual([{ threw: expect.stringContaining('TypeError') as unknown as string }]);
  });

  it('answers unknown_error with the body as data for an error that is not WordPress-shaped, where the package throws the body', async () => {
    const { ours, real } = await throughBoth({ handlers: answering(() => HttpResponse.json({ error: 'quota' }, { status: 429 })), requests: [{ path: '/lantern-demo/v1/broken' }] });
    expect(ours.outcomes).toEqual([{ ok: false, error: { code: 'unknown_error', message: 'An unknown error occurred.', data: { error: 'quota' } } }]);
    expect(real.outcomes).toEqual([{ threw: 'value {"error":"quota"}' }]);
  });

  it('sends only the page nonce when a caller spells a stale one in lower case, where the package adds a second header', async () => {
    // What each client hands to fetch: the package keeps the caller's key and adds its own, which
    // a browser's Headers joins into "stale, nonce-1".
    const handed = vi.spyOn(globalThis, 'fetch');
    const { ours, real } = await throughBoth({ requests: [{ path: '/lantern-demo/v1/echo', headers: { 'x-wp-nonce': 'stale' } }] });
    const [ourCall, realCall] = handed.mock.calls.map(([, init]) => init?.headers);
    expect(ourCall).toEqual({ Accept: 'application/json, */*;q=0.1', 'X-WP-Nonce': 'nonce-1' });
    expect(realCall).toEqual({ Accept: 'application/json, */*;q=0.1', 'x-wp-nonce': 'stale', 'X-WP-Nonce': 'nonce-1' });
    expect(ours.outcomes).toEqual([{ ok: true, value: { method: 'GET', override: null, body: null } }]);
    expect(real.requests).toHaveLength(1);
  });
});

describe('the request client next to WordPress’s own apiFetch: media upload', () => {
  const upload = (): ApiRequest => {
    const form = new FormData();
    form.append('file', new Blob(['GIF89a'], { type: 'image/gif' }), 'light.gif');
    return { path: '/wp/v2/media', method: 'POST', body: form };
  };

  it('answers the attachment of an upload that works', async () => {
    const run = await expectSame({ handlers: restRoutes({ uploadFails: false }), requests: [upload()] });
    expect(run.outcomes).toEqual([{ ok: true, value: { id: 77, media_type: 'image' } }]);
    expect(run.requests[0]?.headers['content-type']).toBe('multipart/form-data');
  });

  it('retries post-process 5 times after a 5xx with the attachment id, then deletes it with force=true', async () => {
    const run = await expectSame({ requests: [upload()], settled: 7 });
    expect(run.requests.map((request) => `${request.method} ${request.address} ${request.headers['x-http-method-override'] ?? ''}`.trim())).toEqual([
      'POST http://shop.test/wp-json/wp/v2/media',
      ...Array.from({ length: 5 }, () => 'POST http://shop.test/wp-json/wp/v2/media/77/post-process'),
      'POST http://shop.test/wp-json/wp/v2/media/77 DELETE',
    ]);
    expect(run.requests[1]?.body).toBe('{"action":"create-image-subsizes"}');
    expect(run.requests[6]?.query).toEqual([['force', 'true'], ['_locale', 'user']]);
    expect(run.outcomes).toEqual([{ ok: false, error: { code: 'post_process', message: API_FETCH_MESSAGES.post_process } }]);
  });

  it('answers the attachment when a post-process retry succeeds', async () => {
    const run = await expectSame({ handlers: restRoutes({ failPostProcess: 2 }), requests: [upload()] });
    expect(run.requests).toHaveLength(4);
    expect(run.outcomes).toEqual([{ ok: true, value: { id: 77, media_type: 'image' } }]);
  });

  it.each<[string, () => Response]>([
    ['a 5xx without the attachment id', () => HttpResponse.json({ code: 'rest_upload_unknown_error', message: 'Sorry, you are not allowed to upload this file type.', data: { status: 500 } }, { status: 500 })],
    ['a 413', () => HttpResponse.json({ code: 'rest_upload_file_too_big', message: 'File is too big.', data: { status: 413 } }, { status: 413 })],
    ['a fatal error page', () => new HttpResponse('<html>fatal</html>', { status: 500 })],
  ])('reports %s without retrying', async (_name, reply) => {
    const run = await expectSame({ handlers: () => [http.post('*/wp-json/wp/v2/media', reply)], requests: [upload()] });
    expect(run.requests).toHaveLength(1);
  });
});
