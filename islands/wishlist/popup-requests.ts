/**
 * The requests the popups make with the popups marked busy (`woosw-loading`): a failure or the
 * server's refusal is shown and gives null, so the caller leaves the page, and what the shopper
 * typed, where it was.
 */
import { wishlistCall, wishlistHtml, type WishlistReply } from './calls/endpoints';
import type { WishlistRuntime } from './state/runtime';
import { refusal, reportFailure } from './views/notices';
import { popupsBusy } from './views/popups';

/**
 * An HTML endpoint (manage, add or delete a list, view one, save a note).
 * @example const html = await htmlRequest('woosw_manage_wishlists', {}, runtime);
 */
export async function htmlRequest(endpoint: string, fields: Record<string, string>, runtime: WishlistRuntime): Promise<string | null> {
  popupsBusy(true);
  const reply = await wishlistHtml(endpoint, fields, runtime);
  popupsBusy(false);
  if (!reply.ok) {
    reportFailure(endpoint, reply.error, runtime);
    return null;
  }
  if (reply.value.kind === 'refused') {
    reportFailure(endpoint, { kind: 'refused', notice: reply.value.notice }, runtime);
    return null;
  }
  return reply.value.html;
}

/**
 * A JSON endpoint that changes the lists (empty one, set the default): its reply when the
 * server did it.
 *
 * @example const reply = await changeRequest('woosw_empty', { key }, runtime);
 */
export async function changeRequest(endpoint: string, fields: Record<string, string>, runtime: WishlistRuntime): Promise<WishlistReply | null> {
  popupsBusy(true);
  const reply = await wishlistCall(endpoint, fields, runtime);
  popupsBusy(false);
  if (reply.ok && reply.value.status !== 0) return reply.value;
  reportFailure(endpoint, reply.ok ? refusal(reply.value.notice) : reply.error, runtime);
  return null;
}
