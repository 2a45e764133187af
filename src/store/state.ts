import type { StoreApi } from 'zustand/vanilla';

/*
 * The shape of the shared state and of each slice, apart from their code: the store and every
 * slice read these types, and this file reads none of theirs, so no import runs in a circle.
 */

export interface CartSlice {
  /** The server's cart hash after the last reply or cache read ('' = empty cart). */
  hash: string;
  /** Add and remove requests queued or in flight. */
  pending: number;
  /** The most recent successful add (a new object each time, so subscribers see repeats). */
  lastAdded: { productId: string; at: number } | null;
  setHash(hash: string): void;
  requestStarted(): void;
  requestSettled(): void;
  productAdded(productId: string): void;
}

export interface CompareSlice {
  /** The compare list, in the order the shopper sees it (the cookie's order). */
  ids: readonly string[];
  /** What the badges show: the list length, or the server's count after a `count` load. */
  count: number;
  setIds(ids: readonly string[]): void;
  setCount(count: number): void;
}

export interface UiSlice {
  /** The side mini-cart panel. */
  sideCartOpen: boolean;
  setSideCartOpen(open: boolean): void;
}

/** How several chosen terms combine; `DISABLED` is single selection. */
export type LogicalJoin = 'AND' | 'OR' | 'DISABLED';

/** One filter widget's choice (spec 3.12). */
export interface LoopFilter {
  filterType: 'taxonomy';
  filterData: { selectedTaxonomy: string; terms: readonly string[]; logicalJoin?: 'AND' | 'OR' };
}

/** What the server receives as `widget_filters`: by type, then by taxonomy. */
export type ConsolidatedFilters = Record<string, Record<string, { terms: readonly string[]; logicalJoin?: 'AND' | 'OR' }>>;

/** The filters of one loop widget, keyed by filter widget id. */
export type LoopWidgetFilters = Readonly<Record<string, LoopFilter>>;

export interface LoopFilterSlice {
  /** Per loop widget id. */
  widgets: Readonly<Record<string, LoopWidgetFilters>>;
  /** Sets (or, with no terms, removes) one filter widget's choice. */
  setFilter(widgetId: string, filterId: string, filter: LoopFilter | null): void;
  /** Replaces a loop widget's filters (e.g. restored from the address on back). */
  replaceFilters(widgetId: string, filters: LoopWidgetFilters): void;
}

/** The wishlist slice: its code joins with the wishlist island (`islands/wishlist/state/slice.ts`), so pages without wishlist markup never fetch it. */
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

/**
 * The shared state, one key per slice. A slice joins when the first island that needs it
 * mounts (see `slice`), so the loader carries none of their code and every key is optional
 * until then. A new slice adds its key and its shape here.
 */
export interface LanternState {
  cart?: CartSlice;
  compare?: CompareSlice;
  ui?: UiSlice;
  wishlist?: WishlistSlice;
  loopFilter?: LoopFilterSlice;
}

export type LanternStore = StoreApi<LanternState>;

/** A slice's initial value, given the store it joins (actions close over it). */
export type SliceCreator<K extends keyof LanternState> = (store: LanternStore) => NonNullable<LanternState[K]>;
