import type { EventPair } from './names';

/**
 * WPC Smart Compare's list events, triggered on `document.body` after our own compare changes,
 * each with our own name. The panels' events are in `compare-panel-names.ts`: they load with the
 * panels, not with the first add.
 *
 * @example
 * emit(WOOSC.added, [count], { count });
 */
export const WOOSC = {
  added: ['woosc_added', 'compare-added'],
  removed: ['woosc_removed', 'compare-removed'],
  changeCount: ['woosc_change_count', 'compare-count-changed'],
  countLoaded: ['woosc_count_loaded', 'compare-count-loaded'],
} as const satisfies Record<string, EventPair>;
