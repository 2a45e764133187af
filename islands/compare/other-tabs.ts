import type { CompareList } from './list-state';

interface CookieStoreLike extends EventTarget {
  addEventListener(type: 'change', listener: () => void, options?: AddEventListenerOptions): void;
}

/**
 * Another tab may change the list: the cookie is read again whenever this tab comes back into
 * view or focus, and at once where the browser reports cookie changes (`cookieStore`).
 *
 * @example watchOtherTabs(list, signal);
 */
export function watchOtherTabs(list: CompareList, signal: AbortSignal): void {
  const refresh = () => list.refresh();
  window.addEventListener('focus', refresh, { signal });
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && refresh(), { signal });
  const cookieStore = (globalThis as { cookieStore?: CookieStoreLike }).cookieStore;
  cookieStore?.addEventListener('change', refresh, { signal });
}
