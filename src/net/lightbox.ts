import { htmlReply } from './html-reply';
import type { NetResult } from './result';
import { requestText } from './transport';

/**
 * Spec 7.12: the content of a lightbox link, fetched with GET and a `random` timestamp
 * parameter (as ThickBox's `.load()` does, so no cache answers). The reply is the server's HTML;
 * an error page sent with status 200 is a failure, shown as the lightbox's load failure.
 *
 * @example
 * const reply = await fetchLightboxContent('/size-guide/', 30000);
 */
export async function fetchLightboxContent(url: string, timeout: number, signal?: AbortSignal): Promise<NetResult<string>> {
  const separator = url.includes('?') ? '&' : '?';
  const reply = await requestText(`${url}${separator}random=${Date.now()}`, { method: 'GET', timeout, signal });
  return htmlReply(reply);
}
