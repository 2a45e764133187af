/** Where a submenu opens: the stylesheet's side, or flipped to stay inside the window. */
export type Placement = 'default' | 'flip-top' | 'flip-nested';

export interface Measure {
  /** The item's left edge and width (px, viewport). */
  itemLeft: number;
  itemWidth: number;
  /** The submenu's width (px). */
  submenuWidth: number;
  /** The window's width without its scrollbar (px). */
  viewportWidth: number;
  /** The item sits in another submenu (its submenu opens beside it, not below). */
  nested: boolean;
}

/**
 * The theme's rule: a submenu that would end past the right edge when laid out from the
 * item's right edge is flipped: a top-level one is aligned to the item's right edge, a nested
 * one opens on the item's left side.
 *
 * @example placement({ itemLeft: 1100, itemWidth: 90, submenuWidth: 224, viewportWidth: 1280, nested: false }); // 'flip-top'
 */
export function placement({ itemLeft, itemWidth, submenuWidth, viewportWidth, nested }: Measure): Placement {
  if (itemLeft + itemWidth + submenuWidth - viewportWidth <= 0) return 'default';
  return nested ? 'flip-nested' : 'flip-top';
}

/** The inline `left`/`right` the theme writes on the submenu for a placement. */
export function placementStyle(where: Placement): { left: string; right: string } {
  if (where === 'flip-top') return { left: 'auto', right: '0' };
  if (where === 'flip-nested') return { left: 'auto', right: '100%' };
  return { left: '', right: '' };
}
