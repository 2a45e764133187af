import type { LanternStore } from '../../../src/store/state';
import { slice } from '../../../src/store/store';
import type { WishlistSlice } from '../../../src/store/state';

export function createWishlistSlice(store: LanternStore): WishlistSlice {
  const update = (change: Partial<WishlistSlice>) =>
    store.setState((state) => (state.wishlist ? { wishlist: { ...state.wishlist, ...change } } : {}));
  return {
    key: '',
    ids: {},
    idsKnown: false,
    count: null,
    popupLoaded: false,
    setKey: (key) => update({ key }),
    setIds: (ids) => update({ ids, idsKnown: true }),
    setCount: (count) => update({ count }),
    setPopupLoaded: (popupLoaded) => update({ popupLoaded }),
  };
}

/**
 * The wishlist slice of the page's store, joined on first use.
 * @example wishlistState().setCount(3);
 */
export function wishlistState(store?: LanternStore): WishlistSlice {
  return slice('wishlist', createWishlistSlice, store);
}
