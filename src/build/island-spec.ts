import type { TableSource } from '../loader/table';

/**
 * The surface chunks. Islands of one surface ship in one chunk, fetched with the chunks it
 * imports in one round trip; a page fetches only the surfaces it shows.
 * See docs/decisions/0006-surface-chunks.md.
 */
export const SURFACES = ['page', 'listing', 'product', 'account', 'checkout', 'compare', 'wishlist', 'header', 'popups'] as const;

export type Surface = (typeof SURFACES)[number];

/**
 * An island as its folder declares it (`islands/<name>/index.ts`): plain data, read at build
 * time to write the loader's table and the surface chunks.
 *
 * @example
 * export const quantity = {
 *   name: 'quantity', kind: 'behaviour', adopt: 'div.quantity', hydrate: 'load',
 *   surface: 'product', module: 'quantity/quantity',
 * } satisfies IslandSpec;
 */
export interface IslandSpec extends TableSource {
  surface: Surface;
  /** The island's code, relative to `islands/`, without extension. */
  module: string;
}
