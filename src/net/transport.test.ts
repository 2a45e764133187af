import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testServer } from '../../fixtures/msw/test-server';
import { requestJson } from './transport';

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
