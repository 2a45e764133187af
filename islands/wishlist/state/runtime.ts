import type { LanternStore } from '../../../src/store/state';
import type { WishlistSettings } from './settings';

/** What every part of the wishlist works with: the plugin's settings and the page's store. */
export interface WishlistRuntime {
  settings: WishlistSettings;
  store: LanternStore;
  /** Aborted when the island unmounts. */
  signal: AbortSignal;
}
