import { autoUpdate, computePosition, flip, offset, shift, type Placement } from '@floating-ui/dom';

export interface PlacementOptions {
  placement: Placement;
  /** Gap between the reference and the popover, in px. */
  gap?: number;
}

/** How close to the viewport's edges a popover may come, in px. */
const EDGE_PADDING = 8;

/**
 * Keeps a shown popover (a dropdown, a tooltip, a login form) beside its reference and inside
 * the viewport: floating-ui places it, flips it to the other side when there is no room, and
 * shifts it along its side clear of the edges, again whenever the page scrolls or either
 * element resizes. The popover must be positioned (absolute or fixed) by its stylesheet.
 * Returns what stops following.
 *
 * @example
 * const stop = keepInView(link, dropdown, { placement: 'bottom-start' }); … stop();
 */
export function keepInView(reference: Element, popover: HTMLElement, options: PlacementOptions): () => void {
  return autoUpdate(reference, popover, () => {
    void computePosition(reference, popover, {
      placement: options.placement,
      middleware: [offset(options.gap ?? 0), flip(), shift({ padding: EDGE_PADDING })],
    }).then(({ x, y }) => {
      popover.style.left = `${x}px`;
      popover.style.top = `${y}px`;
      popover.style.right = 'auto';
    });
  });
}
