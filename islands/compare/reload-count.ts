import { WOOSC } from '../../src/bridge/compare-names';
import { loadCompare, type CompareEndpoint } from '../../src/net/compare';
import type { LanternStore } from '../../src/store/state';
import { compareState } from '../../src/store/compare-slice';
import { emitCount, showCount } from './list';

/**
 * `reload_count`: asks the server for the count on load and shows it. Fetched only under that
 * setting, so the compare contract otherwise waits for the panels.
 *
 * @example void import('./reload-count').then(({ reloadCount }) => reloadCount(settings, store));
 */
export async function reloadCount(endpoint: CompareEndpoint, store: LanternStore): Promise<void> {
  const reply = await loadCompare(endpoint, 'count');
  if (!reply.ok || reply.value.count === null) return;
  compareState(store).setCount(reply.value.count);
  showCount(reply.value.count);
  emitCount(WOOSC.countLoaded, reply.value.count);
}
