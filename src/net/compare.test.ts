import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { onWcAjax } from '../../fixtures/msw/overrides';
import { testServer } from '../../fixtures/msw/test-server';
import { COMPARE_NONCE } from '../../fixtures/shop/compare/constants';
import { loadCompare, parseLoadReply, searchCompare, shareCompare } from './compare';

const endpoint = { wcAjaxUrl: '/?wc-ajax=%%endpoint%%', nonce: COMPARE_NONCE };

describe('the compare calls', () => {
  it('reads the parts of a woosc_load reply and its count', () => {
    expect(parseLoadReply({ bar: '<i></i>', filter: '', count: '3' })).toEqual({ ok: true, value: { bar: '<i></i>', filter: '', table: undefined, sidebar: undefined, count: 3 } });
    expect(parseLoadReply('Permissions check failed!')).toEqual({ ok: false, error: { kind: 'invalid-reply', detail: 'woosc_load reply is not an object' } });
  });

  it('sends action, nonce and get_data, and parses the reply', async () => {
    let sent: URLSearchParams | undefined;
    testServer.use(onWcAjax('woosc_load', async ({ request }) => {
      sent = new URLSearchParams(await request.text());
      return HttpResponse.json({ count: 2 });
    }));
    expect(await loadCompare(endpoint, 'count')).toEqual({ ok: true, value: expect.objectContaining({ count: 2 }) });
    expect(Object.fromEntries(sent!)).toEqual({ action: 'woosc_load', nonce: COMPARE_NONCE, get_data: 'count' });
  });

  it('reports an HTML error page as invalid JSON and a nonce failure as no content', async () => {
    testServer.use(
      onWcAjax('woosc_load', () => new HttpResponse('<html>Fatal error</html>', { status: 200 })),
      onWcAjax('woosc_share', () => new HttpResponse('Permissions check failed!', { status: 200 })),
    );
    expect(await loadCompare(endpoint, 'table')).toMatchObject({ ok: false, error: { kind: 'invalid-json' } });
    expect(await shareCompare(endpoint)).toMatchObject({ ok: false, error: { kind: 'invalid-reply' } });
  });

  it('reports a whole HTML page sent with a 200 as a failure of share and search, never as their content', async () => {
    const page = () => new HttpResponse('\n<!DOCTYPE html><html><body><p><b>Fatal error</b></p></body></html>', { status: 200, headers: { 'Content-Type': 'text/html' } });
    testServer.use(onWcAjax('woosc_share', page), onWcAjax('woosc_search', page));
    expect(await shareCompare(endpoint)).toMatchObject({ ok: false, error: { kind: 'invalid-reply' } });
    expect(await searchCompare(endpoint, 'light')).toMatchObject({ ok: false, error: { kind: 'invalid-reply' } });
  });

  it('reports JSON sent to share or search (a firewall\'s refusal, a broken reply) as a failure, never as their content', async () => {
    const json = () => new HttpResponse('{"success":', { status: 200, headers: { 'Content-Type': 'application/json; charset=UTF-8' } });
    testServer.use(onWcAjax('woosc_share', json), onWcAjax('woosc_search', json));
    expect(await shareCompare(endpoint)).toMatchObject({ ok: false, error: { kind: 'invalid-reply' } });
    expect(await searchCompare(endpoint, 'light')).toMatchObject({ ok: false, error: { kind: 'invalid-reply' } });
  });

  it('sends action and nonce with woosc_share, and the keyword with woosc_search', async () => {
    const sent: Record<string, string>[] = [];
    testServer.events.on('request:start', ({ request }) => void request.clone().text().then((body) => sent.push(Object.fromEntries(new URLSearchParams(body)))));
    expect(await shareCompare(endpoint)).toMatchObject({ ok: true });
    const reply = await searchCompare(endpoint, 'zzz');
    testServer.events.removeAllListeners();
    expect(reply).toMatchObject({ ok: true, value: expect.stringContaining('No results found for "zzz"') });
    expect(sent).toEqual([{ action: 'woosc_share', nonce: COMPARE_NONCE }, { action: 'woosc_search', nonce: COMPARE_NONCE, keyword: 'zzz' }]);
  });
});

describe('the compare replies, read closely', () => {
  it('keeps only the parts sent as text and reads the count as a whole number, or none', () => {
    expect(parseLoadReply({ bar: 3, table: '<table></table>', sidebar: null, count: 4 })).toEqual({ ok: true, value: { table: '<table></table>', count: 4 } });
    expect(parseLoadReply({ sidebar: '<aside></aside>', count: '2 items' })).toEqual({ ok: true, value: { sidebar: '<aside></aside>', count: 2 } });
    for (const count of [undefined, null, '', 'none']) expect(parseLoadReply({ count })).toEqual({ ok: true, value: { count: null } });
  });

  it.each(['0', '-1', ' -1\n'])("reports admin-ajax's refusal %j to share and search as a failure", async (refusal) => {
    testServer.use(onWcAjax('woosc_share', () => HttpResponse.text(refusal)), onWcAjax('woosc_search', () => HttpResponse.text(refusal)));
    expect(await shareCompare(endpoint)).toEqual({ ok: false, error: { kind: 'invalid-reply', detail: refusal.trim() } });
    expect(await searchCompare(endpoint, 'light')).toEqual({ ok: false, error: { kind: 'invalid-reply', detail: refusal.trim() } });
  });

  it('keeps the first 200 characters of a refused reply as its detail', async () => {
    const refusal = `Permissions check failed! ${'x'.repeat(300)}`;
    testServer.use(onWcAjax('woosc_share', () => HttpResponse.text(refusal)));
    expect(await shareCompare(endpoint)).toEqual({ ok: false, error: { kind: 'invalid-reply', detail: refusal.slice(0, 200) } });
  });

  it('gives back the HTML of share and search as it came, white space included, when "json" is only part of a word in its content type', async () => {
    const html = '\n<div class="woosc-share-content">Share: 0 and -1 items</div>\n';
    testServer.use(
      onWcAjax('woosc_share', () => new HttpResponse(html, { headers: { 'Content-Type': 'text/x-nonjson' } })),
      onWcAjax('woosc_search', () => new HttpResponse(html, { headers: { 'Content-Type': 'text/x-jsonish-html; charset=UTF-8' } })),
    );
    expect(await shareCompare(endpoint)).toEqual({ ok: true, value: html });
    expect(await searchCompare(endpoint, 'light')).toEqual({ ok: true, value: html });
  });

  it('posts as a form, as jQuery does, and gives up after the time-out', async () => {
    const headers: Headers[] = [];
    testServer.use(onWcAjax('woosc_load', ({ request }) => (headers.push(request.headers), new Promise<Response>((resolve) => request.signal.addEventListener('abort', () => resolve(HttpResponse.error()), { once: true })))));
    expect(await loadCompare({ ...endpoint, timeout: 50 }, 'bar')).toEqual({ ok: false, error: { kind: 'timeout' } });
    expect(headers[0]?.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers[0]?.get('Content-Type')).toContain('application/x-www-form-urlencoded');
  });

  it('cancels a search when its signal aborts', async () => {
    testServer.use(onWcAjax('woosc_search', ({ request }) => new Promise<Response>((resolve) => request.signal.addEventListener('abort', () => resolve(HttpResponse.error()), { once: true }))));
    const controller = new AbortController();
    const pending = searchCompare(endpoint, 'light', controller.signal);
    controller.abort();
    expect(await pending).toEqual({ ok: false, error: { kind: 'aborted' } });
  });
});
