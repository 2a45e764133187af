import { onOwn } from '../../src/bridge/on-own';
import { islandRuntime } from '../../src/runtime/connect';
import type { MountContext } from '../../src/runtime/types';
import { uiState } from '../../src/store/ui-slice';

const PANEL = '.site-header-cart-side';

/**
 * The side cart opens after every add, the first of a visit too, as the theme's cart script
 * does on `added_to_cart`. The panel's own code waits for intent on the cart link, so this
 * page behaviour (in the page chunk) mounts it as soon as an add starts, and if an add lands
 * before the panel is mounted (another script's add, or a slow chunk) the panel opens as it
 * mounts. Not in the page editor, where the panel stays closed after an add.
 *
 * @example
 * // <div class="site-header-cart-side">…</div>
 * mount(createMountContext(document.body, controller.signal));
 */
export function mount({ settings, signal }: MountContext): void {
  if (settings.editorMode) return;
  const panels = () => Array.from(document.querySelectorAll<HTMLElement>(PANEL));
  const wake = () => panels().forEach((panel) => islandRuntime().wake(panel));
  const offAdding = onOwn('adding-to-cart', wake);
  const offAdded = onOwn('added-to-cart', () => {
    // A mounted panel has opened itself on the add (it follows the store's last add).
    if (panels().every((panel) => panel.dataset.islandState === 'ready')) return;
    uiState().setSideCartOpen(true);
    wake();
  });
  signal.addEventListener('abort', () => {
    offAdding();
    offAdded();
  });
}
