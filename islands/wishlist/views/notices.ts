import { readWishlistTexts } from '../state/texts';
import type { NetError } from '../../../src/net/result';
import { emitOwn } from '../../../src/bridge/own-events';
import { trustedFragment } from '../../../src/dom/html';
import { showToast } from '../../../src/ui/toast';
import type { WishlistRuntime } from '../state/runtime';
import { WISHLIST_FAILED } from '../../../src/bridge/wishlist-action-names';

/** Spec 8.1 and 9.2: a wishlist notice stays 3 s. */
export const NOTICE_MS = 3000;

/**
 * A server notice as nodes: its markup as the server wrote it, with `{name}` replaced by the
 * product name in bold, as text.
 *
 * @example noticeNodes('{name} has been added to Wishlist.', 'Work light');
 */
export function noticeNodes(notice: string, name = ''): DocumentFragment {
  const fragment = trustedFragment(notice.replace('{name}', '<strong data-woosw-name></strong>'));
  const slot = fragment.querySelector('[data-woosw-name]');
  if (slot) {
    slot.removeAttribute('data-woosw-name');
    slot.textContent = name;
  }
  return fragment;
}

/** The visible popup's notice area, if a popup is open. */
function openNoticeArea(): HTMLElement | null {
  return document.querySelector<HTMLElement>('.woosw-popup.woosw-show .woosw-notice');
}

let hideTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Shows a server notice for 3 s: in the open popup's notice area (`woosw-notice-show`), else as
 * a toast at `message_position` (with the product's picture when given), so a shopper without
 * the popup open still sees it.
 *
 * @example notify(reply.notice, runtime, { name: 'Work light' });
 */
export function notify(notice: string, runtime: WishlistRuntime, options: { name?: string; kind?: 'success' | 'error'; image?: string } = {}): void {
  const nodes = noticeNodes(notice, options.name);
  const area = openNoticeArea();
  if (!area) {
    const holder = document.createElement('div');
    holder.append(nodes);
    // The plugin's Notiny toast: theme `woosw` (its stylesheet styles it), the product's picture.
    showToast(holder.textContent ?? '', { position: readWishlistTexts().messagePosition, kind: options.kind ?? 'success', theme: 'woosw', image: options.image });
    return;
  }
  area.replaceChildren(nodes);
  area.setAttribute('role', 'status');
  area.classList.add('woosw-notice-show');
  clearTimeout(hideTimer);
  hideTimer = setTimeout(() => area.classList.remove('woosw-notice-show'), NOTICE_MS);
}

/**
 * The server's refusal as a failure to show: its notice, or our own message when it sent none.
 *
 * @example reportFailure('woosw_add', refusal(reply.value.notice), runtime);
 */
export function refusal(notice: string | null): { kind: 'refused'; notice: string } {
  return { kind: 'refused', notice: notice ?? readWishlistTexts().failedText };
}

/**
 * A request that failed: the server's refusal ('Please log in to use the Wishlist!') or our
 * own message, shown like a notice; then `lantern:wishlist-failed`.
 *
 * @example reportFailure('woosw_add', reply.error, runtime);
 */
export function reportFailure(
  endpoint: string,
  error: NetError | { kind: 'refused'; notice: string },
  runtime: WishlistRuntime,
): void {
  const message = error.kind === 'refused' ? error.notice : readWishlistTexts().failedText;
  notify(message, runtime, { kind: 'error' });
  emitOwn(WISHLIST_FAILED, { endpoint, error });
}
