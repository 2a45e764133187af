import { replaceServerHtml } from '../../src/dom/fragments';
import { asRecord } from '../../src/config/records';
import { islandRuntime } from '../../src/runtime/connect';
import { post } from './calls/post';
import type { WishlistRuntime } from './state/runtime';
import { enhanceControls } from './views/controls';

/** `.woosw-list-ajax` (a cached wishlist page): `woosw_load_list` puts the list in its place. */
export async function loadList(runtime: WishlistRuntime): Promise<void> {
  const reply = await post('woosw_load_list', {}, runtime.settings, 'json');
  const list = reply.ok ? asRecord(reply.value)?.list : undefined;
  const region = document.querySelector<HTMLElement>('.woosw-list-ajax');
  if (typeof list !== 'string' || !region) return;
  replaceServerHtml(region, list, islandRuntime(), false, enhanceControls);
}
