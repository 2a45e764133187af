/** The performance budgets the benchmark reports against. */
export const BUDGETS = {
  /** dist/lantern.js with the real island table, gzip level 9. */
  entryGzipBytes: 3.5 * 1024,
  /** dist/lantern.js with 60 synthetic island definitions added in a test build. */
  syntheticEntryGzipBytes: 4 * 1024,
  syntheticIslands: 60,
  /** Lantern script files a demo page fetches until idle. */
  filesUntilIdle: 4,
  /** Issue 7: Lantern's JS until idle on a variable product page, gzip. */
  variableProductGzipBytes: 12 * 1024,
  /** Issue 12: Lantern's JS until idle on checkout before an address is typed, gzip. */
  checkoutGzipBytes: 10 * 1024,
  /** Issue 8: scripting from the table reply to the drawn table with four products. */
  compareOpenMs: 50,
  /** Round trips from intent on an add-to-cart button (or an early click) until its code runs. */
  earlyClickRoundTrips: 1,
  /** A React surface opened for the first time shows within this, chunk not yet cached. */
  reactFirstOpenMs: 100,
  /** No task in which Lantern code runs may block the listing page longer than this. */
  lanternTaskMs: 50,
  /** The clicked add-to-cart button shows `loading` within one frame at 60 Hz. */
  clickToLoadingMs: 16,
  /** Issue 11: a popup whose trigger fires is drawn within this, its chunk not yet cached. */
  popupVisibleMs: 100,
  /** Issue 11: popup code on a page with popups, none shown, gzip. */
  popupWatcherGzipBytes: 3 * 1024,
  /** Issue 10: live-search results drawn within one frame of the reply at 60 Hz. */
  searchReplyToListMs: 1000 / 60,
  /** Issue 10: the header surface's code fetched before the shopper uses the header, gzip. */
  headerBeforeUseGzipBytes: 4 * 1024,
} as const;

export type Verdict = 'pass' | 'FAIL';

export const verdict = (passed: boolean): Verdict => (passed ? 'pass' : 'FAIL');
