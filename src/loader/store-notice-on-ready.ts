/**
 * WooCommerce prints its store notice hidden (inline `display:none`) and its script shows it on
 * DOM ready unless this browser session dismissed it (`store_notice<id>=hidden`). The entry
 * shows it at that same moment: left to the page chunk, which comes after the first paint, the
 * notice appeared after the page was drawn and pushed down what follows it on a slow phone.
 * The store-notice island (page chunk) keeps its dismiss link.
 *
 * @example showStoreNoticeOnReady(); // on DOMContentLoaded
 */
export function showStoreNoticeOnReady(): void {
  for (const notice of document.querySelectorAll<HTMLElement>('.woocommerce-store-notice')) {
    // The notice id is an md5 and the value a plain word: nothing to decode. A notice the
    // theme's CSS hides as well is shown by the island (jQuery's show() does both).
    if (!document.cookie.split('; ').includes(`store_notice${notice.dataset.noticeId ?? ''}=hidden`)) notice.style.removeProperty('display');
  }
}
