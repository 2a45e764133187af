import type { WishlistReply } from './calls/endpoints';
import { changeCount } from './counts';
import { applyData, noteListChange } from './data-refresh';
import type { WishlistRuntime } from './state/runtime';
import { notify } from './views/notices';

/**
 * What add, remove, empty and set_default replies share: the notice shown, the count, the
 * data. `content` is the caller's (it goes into a popup).
 *
 * @example applyReply(reply, runtime, { name: button.dataset.product_name });
 */
export function applyReply(reply: WishlistReply, runtime: WishlistRuntime, options: { name?: string; image?: string; notice?: boolean } = {}): void {
  noteListChange();
  if (reply.notice !== null && options.notice !== false) {
    notify(reply.notice, runtime, { name: options.name, image: options.image, kind: reply.status === 0 ? 'error' : 'success' });
  }
  if (reply.count !== null) changeCount(reply.count, runtime);
  if (reply.data) applyData(reply.data, runtime);
}
