import type { CompareList } from './list-state';
import { keyboardReorder, makeSortable, type ReorderList } from './reorder';

const BAR_HINT = 'Use the arrow keys to move it; the table follows the new order.';

/** The bar's items: dragged (SortableJS) or moved by keyboard, the new order saved. */
export interface BarOrder {
  /** After the bar's items were drawn: keyboard moves, drag, focus kept on `focusedItem`. */
  afterLoad(focusedItem: string | undefined): void;
}

/**
 * Reordering the bar (reference 1.7): drag by the picture or the arrow keys on an item; the
 * new order goes to the list cookie (empty ids skipped) and then `saved` runs (the table
 * reloads in the new order).
 *
 * @example const order = barOrder(list, signal, () => void load('table'));
 */
export function barOrder(list: CompareList, signal: AbortSignal, saved: () => void): BarOrder {
  const relabels = new Map<HTMLElement, () => void>();
  const save = () => {
    list.save(Array.from(document.querySelectorAll<HTMLElement>('.woosc-bar-items .woosc-bar-item'), (item) => item.dataset.id ?? ''));
    saved();
  };
  const barList = (container: HTMLElement): ReorderList => ({
    container,
    items: '.woosc-bar-item',
    handle: '.woosc-bar-item-img',
    keyTarget: (item) => item,
    nameOf: (item) => item.querySelector('[aria-label]')?.getAttribute('aria-label') ?? item.querySelector('img')?.alt ?? `Product ${item.dataset.id ?? ''}`,
    onUpdate: save,
  });

  return {
    afterLoad(focusedItem) {
      for (const container of document.querySelectorAll<HTMLElement>('.woosc-bar-items')) {
        let relabel = relabels.get(container);
        if (!relabel) {
          relabel = keyboardReorder(barList(container), signal, BAR_HINT);
          relabels.set(container, relabel);
        }
        relabel();
        void makeSortable(barList(container));
      }
      // The drawn items are new elements: the one the shopper was moving takes focus again.
      if (focusedItem) document.querySelector<HTMLElement>(`.woosc-bar-item[data-id="${CSS.escape(focusedItem)}"]`)?.focus();
    },
  };
}
