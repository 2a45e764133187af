import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testServer } from '../../fixtures/msw/test-server';
import { requestJson, requestText } from './transport';

const url = 'http://shop.test/probe';
/** A shop that never answers: the reply waits until the client gives up and aborts. */
const untilAborted = (request: Request): Promise<Response> =>
  new Promise((resolve) => request.signal.addEventListener('abort', () => resolve(HttpResponse.error()), { once: true }));
const answer = (resolver: Parameters<typeof http.post>[1]) => testServer.use(http.post(url, resolver));

describe('every reply becomes a typed result', () => {
  it('parses JSON', async () => {
    answer(() => HttpResponse.json({ fragments: {} }));
    expect(await requestJson(url, { method: 'POST' })).toEqual({ ok: true, value: { fragments: {} } });
  });

  it('turns an empty body into null', async () => {
    answer(() => new HttpResponse(''));
    expect(await requestJson(url, { method: 'POST' })).toEqual({ ok: true, value: null });
  });

  it('reports an HTTP error status with its body', async () => {
    answer(() => HttpResponse.json({ success: false }, { status: 500 }));
    const result = await requestJson(url, { method: 'POST' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 500 } });
  });

  it('reports an HTML error page as invalid JSON', async () => {
    answer(() => HttpResponse.html('<html><body>Fatal error</body></html>'));
    expect(await requestJson(url, { method: 'POST' })).toMatchObject({ ok: false, error: { kind: 'invalid-json' } });
  });

  it('reports truncated JSON as invalid JSON', async () => {
    answer(() => HttpResponse.text('{"fragments":'));
    expect(await requestJson(url, { method: 'POST' })).toMatchObject({ ok: false, error: { kind: 'invalid-json' } });
  });

  it('gives up after the time-out', async () => {
    answer(({ request }) => untilAborted(request));
    expect(await requestJson(url, { method: 'POST', timeout: 50 })).toEqual({ ok: false, error: { kind: 'timeout' } });
  });

  it('reports a network failure as offline', async () => {
    answer(() => HttpResponse.error());
    expect(await requestJson(url, { method: 'POST' })).toEqual({ ok: false, error: { kind: 'offline' } });
  });

  it('reports a caller cancellation as aborted', async () => {
    answer(({ request }) => untilAborted(request));
    const controller = new AbortController();
    const pending = requestJson(url, { method: 'POST', signal: controller.signal });
    controller.abort();
    expect(await pending).toEqual({ ok: false, error: { kind: 'aborted' } });
  });
});

describe('what goes on the wire', () => {
  // What fetch is handed: the test server reads an empty method or credentials as the default,
  // where a browser's fetch refuses them.
  it('asks fetch for a GET with the cookies of its own origin when the caller names neither', async () => {
    const handed = vi.spyOn(globalThis, 'fetch');
    testServer.use(http.get(url, () => HttpResponse.text('fine')));
    expect(await requestText(url)).toMatchObject({ ok: true, value: { status: 200, text: 'fine' } });
    expect(handed.mock.calls.map(([, init]) => [init?.method, init?.credentials])).toEqual([['GET', 'same-origin']]);
  });
});

describe('reading the reply', () => {
  it('reads a body of white space alone as null', async () => {
    answer(() => HttpResponse.text(' \n\t'));
    expect(await requestJson(url, { method: 'POST' })).toEqual({ ok: true, value: null });
  });

  it('keeps only the first 500 characters of a reply that is not JSON', async () => {
    const page = `<html>${'x'.repeat(1000)}</html>`;
    answer(() => HttpResponse.text(`\n${page}`));
    expect(await requestJson(url, { method: 'POST' })).toEqual({ ok: false, error: { kind: 'invalid-json', body: page.slice(0, 500) } });
  });

  it('keeps the status, body and headers of an HTTP error', async () => {
    answer(() => new HttpResponse('busy', { status: 503, headers: { 'Retry-After': '9' } }));
    const result = await requestText(url, { method: 'POST' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 503, body: 'busy' } });
    expect(!result.ok && result.error.kind === 'http' && result.error.headers?.get('retry-after')).toBe('9');
  });
});

describe('once the reply has come', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('leaves no time-out running', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answer(() => HttpResponse.json({}));
    expect(await requestJson(url, { method: 'POST', timeout: 60_000 })).toEqual({ ok: true, value: {} });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("lets go of the caller's signal", async () => {
    const controller = new AbortController();
    const listening: [string, unknown][] = [];
    vi.spyOn(controller.signal, 'addEventListener').mockImplementation((type, listener) => void listening.push([type, listener]));
    vi.spyOn(controller.signal, 'removeEventListener').mockImplementation((type, listener) => {
      const at = listening.findIndex(([added, callback]) => added === type && callback === listener);
      if (at >= 0) listening.splice(at, 1);
    });
    answer(() => HttpResponse.json({}));
    expect(await requestJson(url, { method: 'POST', signal: controller.signal })).toEqual({ ok: true, value: {} });
    expect(listening).toEqual([]);
  });
});
