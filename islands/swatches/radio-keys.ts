/**
 * The step an arrow key takes in a radio group (WAI-ARIA): Right/Down the next item, Left/Up
 * the previous one, 0 for any other key.
 *
 * @example arrowStep('ArrowLeft'); // -1
 */
export function arrowStep(key: string): -1 | 0 | 1 {
  if (key === 'ArrowRight' || key === 'ArrowDown') return 1;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return -1;
  return 0;
}

/** What a swatch list tells the keys about its items. */
export interface RadioItems {
  /** The list's items that a shopper may choose now, in order (the focused one is kept in). */
  choosable: (focused: HTMLElement) => HTMLElement[];
  isChosen: (item: HTMLElement) => boolean;
  choose: (item: HTMLElement) => void;
}

/**
 * The keys of a swatch list, one WAI-ARIA radio group: Space and Enter choose the focused item;
 * the arrows move the focus round the choosable items and the choice with it. An item that is
 * already chosen stays chosen when the focus lands on it (choosing it again would clear it where
 * the plugin clears a value clicked twice).
 *
 * @example
 * list.addEventListener('keydown', (event) => onRadioKey(event, focusedItem, { choosable, isChosen, choose }));
 */
export function onRadioKey(event: KeyboardEvent, focused: HTMLElement, items: RadioItems): void {
  if (event.key === ' ' || event.key === 'Enter') {
    event.preventDefault();
    items.choose(focused);
    return;
  }
  const step = arrowStep(event.key);
  if (step === 0) return;
  event.preventDefault();
  const choosable = items.choosable(focused);
  const next = choosable[(choosable.indexOf(focused) + step + choosable.length) % choosable.length];
  if (!next || next === focused) return;
  if (!items.isChosen(next)) items.choose(next);
  next.focus();
}
