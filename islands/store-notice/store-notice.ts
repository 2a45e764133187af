import Cookies from 'js-cookie';
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

function dismissLinkOf(notice: HTMLElement, target: EventTarget | null): Element | null {
  const link = target instanceof Element ? target.closest(DISMISS_LINK) : null;
  return link && notice.contains(link) ? link : null;
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
  if (Cookies.get(cookieName) === HIDDEN) {
    notice.style.display = 'none';
    return;
  }
  show(notice);

  const dismiss = (event: Event): void => {
    event.preventDefault();
    // No expiry, as WooCommerce: the notice returns in a new browser session.
    Cookies.set(cookieName, HIDDEN, { path: '/' });
    const hadFocus = notice.contains(document.activeElement);
    notice.style.display = 'none';
    if (hadFocus) focusMainContent();
  };

  notice.addEventListener(
    'click',
    (event) => {
      if (dismissLinkOf(notice, event.target)) dismiss(event);
    },
    { signal },
  );
  // The link carries role="button", so Space must work too; preventDefault also stops
  // Enter's own click from following href="#".
  notice.addEventListener(
    'keydown',
    (event) => {
      if ((event.key === 'Enter' || event.key === ' ') && dismissLinkOf(notice, event.target)) {
        dismiss(event);
      }
    },
    { signal },
  );
}
