/** The performance budgets the benchmark reports against. */
export const BUDGETS = {
  /** dist/lantern.js, gzip level 9. */
  entryGzipBytes: 4 * 1024,
  /** No task in which Lantern code runs may block the listing page longer than this. */
  lanternTaskMs: 50,
  /** The clicked add-to-cart button shows `loading` within one frame at 60 Hz. */
  clickToLoadingMs: 16,
} as const;

export type Verdict = 'pass' | 'FAIL';

export const verdict = (passed: boolean): Verdict => (passed ? 'pass' : 'FAIL');
