import { onActivate } from '../../src/dom/activate';
import { readCookie, writeCookie } from '../../src/dom/cookies';
import type { MountContext } from '../../src/runtime/types';
import { focusMainContent } from './focus-after-dismiss';

const DISMISS_LINK = '.woocommerce-store-notice__dismiss-link';
const HIDDEN = 'hidden';

/** WooCommerce's cookie name: `store_notice` followed by the notice id (an md5 of its text). */
function storeNoticeCookieName(notice: HTMLElement): string {
  return `store_notice${notice.dataset.noticeId ?? ''}`;
}

/** The server prints the notice with inline `display:none`; the shop's CSS may hide it too. */
function show(notice: HTMLElement): void {
  notice.style.removeProperty('display');
  if (getComputedStyle(notice).display === 'none') notice.style.display = 'block';
}

/**
 * Shows the store notice unless this browser session dismissed it, and hides it for good
 * when its dismiss link is clicked or pressed with Enter or Space.
 *
 * @example
 * // <p class="woocommerce-store-notice demo_store" data-notice-id="…" style="display:none;">…
 * //   <a href="#" class="woocommerce-store-notice__dismiss-link">Dismiss</a></p>
 * mount(createMountContext(notice, controller.signal));
 */
export function mount({ element: notice, signal }: MountContext): void {
  const cookieName = storeNoticeCookieName(notice);
  if (readCookie(cookieName) === HIDDEN) {
    notice.style.display = 'none';
    return;
  }
  show(notice);

  const dismiss = (event: Event): void => {
    event.preventDefault();
    // No expiry, as WooCommerce: the notice returns in a new browser session.
    writeCookie(cookieName, HIDDEN, { path: '/' });
    const hadFocus = notice.contains(document.activeElement);
    notice.style.display = 'none';
    if (hadFocus) focusMainContent();
  };

  // The link carries role="button": onActivate makes Enter and Space click it too.
  onActivate(
    DISMISS_LINK,
    (link, event) => {
      if (notice.contains(link)) dismiss(event);
    },
    signal,
  );
}
