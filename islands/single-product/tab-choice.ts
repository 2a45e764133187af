/** One tab as the chooser sees it: its panel and the `li` class WooCommerce names it by. */
export interface TabEntry {
  panel: Element;
  /** e.g. `reviews_tab`, `additional_information_tab`. */
  itemClass: string;
}

const REVIEWS = 'reviews_tab';

/** The tab whose panel is, or holds, the element the fragment names; -1 when none does. */
export function tabHolding(tabs: readonly TabEntry[], fragment: string, doc: Document): number {
  if (!fragment) return -1;
  const target = doc.getElementById(fragment);
  if (!target) return -1;
  return tabs.findIndex(({ panel }) => panel === target || panel.contains(target));
}

/** The fragment of an address as an id: `#tab%2Dreviews` → `tab-reviews`; a malformed one as it is. */
export function fragmentId(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function reviewsIndex(tabs: readonly TabEntry[]): number {
  return tabs.findIndex(({ itemClass }) => itemClass === REVIEWS);
}

/**
 * The tab to show when the page loads, WooCommerce's rule with one fix:
 * - the address names a panel or something inside one (`#tab-reviews`, `#reviews`, a review's
 *   `#comment-12`): that tab;
 * - a `comment-` fragment, or a page of reviews (`/comment-page-2/`, `cpage=`): the reviews tab;
 * - else the first. A fragment for a tab the product does not have shows the first, where
 *   WooCommerce hides every panel.
 *
 * @example
 * initialTab(tabs, new URL('https://shop.test/product/cap/#reviews'), document); // the reviews tab's index
 */
export function initialTab(tabs: readonly TabEntry[], url: URL, doc: Document): number {
  const fragment = fragmentId(url.hash);
  const named = tabHolding(tabs, fragment, doc);
  if (named >= 0) return named;
  const reviews = reviewsIndex(tabs);
  const asksForReviews =
    fragment.toLowerCase().includes('comment-') ||
    fragment === 'reviews' ||
    url.pathname.includes('comment-page-') ||
    url.searchParams.has('cpage');
  if (asksForReviews && reviews >= 0) return reviews;
  return 0;
}
