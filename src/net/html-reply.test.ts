import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testServer } from '../../fixtures/msw/test-server';
import { htmlReply } from './html-reply';
import { fetchLightboxContent } from './lightbox';
import { sendSinglePdfMail } from './pdf-mail';
import { ok, fail } from './result';

const reply = (text: string, type = 'text/html; charset=UTF-8') => ok({ text, headers: new Headers({ 'Content-Type': type }) });
const ERROR_PAGE = '\n<!DOCTYPE html>\n<html lang="en"><head><title>WordPress › Error</title></head><body><p>There has been a critical error on this website.</p></body></html>';

describe('a reply meant to be HTML', () => {
  it('passes a fragment or a message as sent', () => {
    expect(htmlReply(reply('<ul class="woosc-search-result"><li>Light bar</li></ul>'))).toEqual(ok('<ul class="woosc-search-result"><li>Light bar</li></ul>'));
    expect(htmlReply(reply(' <span style="color:green">Email Submitted Successfully.</span>\n'))).toEqual(ok(' <span style="color:green">Email Submitted Successfully.</span>\n'));
  });

  it("fails on an error page sent with status 200, WordPress's 0 and -1, the nonce check's text and a JSON reply", () => {
    for (const [text, type] of [[ERROR_PAGE], ['0'], [' -1 '], ['Permissions check failed!'], ['{"success":false}', 'application/json']]) {
      expect(htmlReply(reply(text ?? '', type))).toMatchObject({ ok: false, error: { kind: 'invalid-reply' } });
    }
  });

  it('passes a failed request through', () => {
    expect(htmlReply(fail({ kind: 'timeout' }))).toEqual(fail({ kind: 'timeout' }));
  });
});

describe('the contracts that answer HTML', () => {
  it("take a lightbox's content that is an error page for a failure", async () => {
    testServer.use(http.get('*/size-guide/', () => new HttpResponse(ERROR_PAGE, { headers: { 'Content-Type': 'text/html' } })));
    expect(await fetchLightboxContent('/size-guide/', 5000)).toMatchObject({ ok: false, error: { kind: 'invalid-reply' } });
    testServer.use(http.get('*/size-guide/', () => new HttpResponse('<div class="size-guide">S M L</div>', { headers: { 'Content-Type': 'text/html' } })));
    expect(await fetchLightboxContent('/size-guide/', 5000)).toEqual(ok('<div class="size-guide">S M L</div>'));
  });

  it("take the PDF e-mail call's nonce failure for a failure", async () => {
    testServer.use(http.post('*/wp-admin/admin-ajax.php', () => new HttpResponse('-1')));
    const sent = await sendSinglePdfMail({ ajaxUrl: '/wp-admin/admin-ajax.php', nonce: 'n', email: 'a@example.com', postId: '1', timeout: 5000 });
    expect(sent).toMatchObject({ ok: false, error: { kind: 'invalid-reply' } });
  });
});
