import type { LanternStore } from '../../src/store/state';
import type { buttonProductId, isAdded, refreshButtonsFor, setLook } from './buttons';
import type { post, readNumber, readWishlistData, WishlistData } from './net-data';
import type { WishlistSettings } from './settings';
import type { WishlistSlice } from '../../src/store/state';

/**
 * The first-load code the click code uses, handed over rather than imported: a module both
 * halves imported would become a third file on every wishlist page.
 */
export interface WishlistKit {
  /** `applyData` of data.ts: spelled out, as data.ts itself takes a runtime. */
  applyData(data: WishlistData, runtime: WishlistRuntime, options?: { fromCache?: boolean }): void;
  fetchData(runtime: WishlistRuntime): Promise<WishlistData | null>;
  setLook: typeof setLook;
  isAdded: typeof isAdded;
  buttonProductId: typeof buttonProductId;
  refreshButtonsFor: typeof refreshButtonsFor;
  post: typeof post;
  readNumber: typeof readNumber;
  readWishlistData: typeof readWishlistData;
  /** The wishlist slice of the page's store (joined on page load). */
  state(): WishlistSlice;
}

/** What every part of the wishlist works with: the plugin's settings, the page's store, the kit. */
export interface WishlistRuntime {
  settings: WishlistSettings;
  store: LanternStore;
  /** Aborted when the island unmounts. */
  signal: AbortSignal;
  kit: WishlistKit;
}
