/**
 * The wishlist slice's shape, for `LanternState`. Its code joins with the wishlist island
 * (`islands/wishlist/slice.ts`), so pages without wishlist markup never fetch it.
 */

/** One entry of the list's `ids` map: the product's parent (0 for none) and what the server adds. */
export interface WishlistEntry {
  parent: number;
  [field: string]: unknown;
}

export interface WishlistSlice {
  /** The `woosw_key` of the shopper's current (default) list. */
  key: string;
  /** Product id -> entry of the current list, as the server last sent it. */
  ids: Record<string, WishlistEntry>;
  /** `ids` came from the server or the session cache (an empty map is then an empty list). */
  idsKnown: boolean;
  /** The count the badges show; null until a reply or the cache said. */
  count: number | null;
  /** `#woosw_wishlist` holds the current list (`woosw-loaded`). */
  popupLoaded: boolean;
  setKey(key: string): void;
  setIds(ids: Record<string, WishlistEntry>): void;
  setCount(count: number): void;
  setPopupLoaded(loaded: boolean): void;
}
