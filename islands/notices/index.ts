import { FOCUSABLE_NOTICE_SELECTOR } from '../../src/dom/notice-selector';
import type { IslandSpec } from '../../src/build/island-spec';

/**
 * Focuses the first success or error notice after load (spec 2.1). A page behaviour, so it
 * runs once per document, and its code loads only on pages that print such a notice.
 */
export const notices = {
  name: 'notices',
  kind: 'page',
  adopt: FOCUSABLE_NOTICE_SELECTOR,
  hydrate: 'load',
  surface: 'page',
  module: 'notices/notices',
} satisfies IslandSpec;
