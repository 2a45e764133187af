import type { NetResult } from '../../src/net/result';
import { wishlistHtml, type WishlistHtml } from './net';
import { reportFailure } from './notices';
import type { WishlistRuntime } from './runtime';

const LOADING = 'woosw-loading';

/** `woosw-loading` on the popups while a manage, empty or note request runs. */
export function popupsBusy(busy: boolean): void {
  document.querySelectorAll('.woosw-popup').forEach((popup) => popup.classList.toggle(LOADING, busy));
}

/**
 * Runs an HTML request with the popups marked busy; a failure or refusal is shown and gives
 * null, so the caller leaves what the shopper typed where it was.
 */
export async function htmlRequest(
  endpoint: string,
  fields: Record<string, string>,
  runtime: WishlistRuntime,
): Promise<string | null> {
  popupsBusy(true);
  const reply: NetResult<WishlistHtml> = await wishlistHtml(endpoint, fields, runtime);
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
