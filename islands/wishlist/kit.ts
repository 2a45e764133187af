import type { LanternStore } from '../../src/store/state';
import { buttonProductId, isAdded, refreshButtonsFor, setLook } from './buttons';
import { applyData, fetchData } from './data';
import { post, readNumber, readWishlistData } from './net-data';
import type { WishlistKit } from './runtime';
import { wishlistState } from './slice';

/**
 * The first-load functions the click code borrows (see `WishlistKit`).
 * @example const runtime = { settings, store, signal, kit: wishlistKit(store) };
 */
export function wishlistKit(store: LanternStore): WishlistKit {
  return {
    applyData,
    fetchData,
    setLook,
    isAdded,
    buttonProductId,
    refreshButtonsFor,
    post,
    readNumber,
    readWishlistData,
    state: () => wishlistState(store),
  };
}
