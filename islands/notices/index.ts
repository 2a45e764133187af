import { FOCUSABLE_NOTICE_SELECTOR } from '../../src/dom/notice-selector';
import type { PageBehaviourDefinition } from '../../src/runtime/types';

/**
 * Focuses the first success or error notice after load (spec 2.1). A page behaviour, so it
 * runs once per document, and its code loads only on pages that print such a notice.
 */
export const notices: PageBehaviourDefinition = {
  name: 'notices',
  kind: 'page',
  adopt: FOCUSABLE_NOTICE_SELECTOR,
  hydrate: 'load',
  load: () => import('./notices'),
};
