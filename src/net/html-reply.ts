import { isWholePage } from '../config/records';
import { fail, ok, type NetResult } from './result';

/** What WordPress's nonce check answers with (`check_ajax_referer` dies with it). */
const PERMISSION_FAILURE = 'Permissions check failed';

/**
 * The one check of a reply meant to be HTML (a fragment, a plugin's short message, a lightbox's
 * content): WordPress's `0` and `-1`, the nonce check's text, a reply declared JSON (a firewall's,
 * a refusal) and a whole document sent with status 200 (PHP's fatal error screen, a host's or
 * proxy's error page, a login page) are failures, never content to show. A failed request passes
 * through as it is.
 *
 * @example
 * return htmlReply(await requestText(url, options)); // ok('<ul class="woosc-search-result">…')
 */
export function htmlReply(reply: NetResult<{ text: string; headers?: Headers }>): NetResult<string> {
  if (!reply.ok) return reply;
  const text = reply.value.text.trim();
  const json = /\bjson\b/i.test(reply.value.headers?.get('content-type') ?? '');
  if (json || text === '0' || text === '-1' || text.startsWith(PERMISSION_FAILURE) || isWholePage(text)) {
    return fail({ kind: 'invalid-reply', detail: text.slice(0, 200) });
  }
  return ok(reply.value.text);
}
