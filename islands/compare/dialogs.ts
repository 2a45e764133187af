import { focusInto, trapFocus } from '../../src/dom/focus-trap';

/** Spec 9.2: focus moves into an opened popup after 250 ms. */
export const POPUP_FOCUS_DELAY_MS = 250;

interface OpenDialog {
  element: HTMLElement;
  opener: HTMLElement | null;
  release(): void;
}

/**
 * The compare dialogs open on top of each other (the table, then its settings popup): only the
 * top one traps Tab; closing it restores focus to what opened it and the trap beneath it.
 */
export class DialogStack {
  readonly #open: OpenDialog[] = [];

  /** Marks `element` as a modal dialog named `label` (unless it is named already). */
  static describe(element: HTMLElement, label: string): void {
    element.setAttribute('role', 'dialog');
    element.setAttribute('aria-modal', 'true');
    if (!element.hasAttribute('aria-labelledby') && !element.hasAttribute('aria-label')) element.setAttribute('aria-label', label);
    if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  }

  #trap(dialog: OpenDialog): void {
    const release = trapFocus(dialog.element);
    const cancel = focusInto(dialog.element, POPUP_FOCUS_DELAY_MS);
    dialog.release = () => {
      cancel();
      release();
    };
  }

  /** @example dialogs.push(table, opener); */
  push(element: HTMLElement, opener: Element | null = document.activeElement): void {
    if (this.#open.some((dialog) => dialog.element === element)) return;
    this.#open.at(-1)?.release();
    const dialog: OpenDialog = { element, opener: opener instanceof HTMLElement ? opener : null, release: () => undefined };
    this.#open.push(dialog);
    this.#trap(dialog);
  }

  /** Closes `element`'s entry; focus goes back to its opener when it was inside. */
  remove(element: HTMLElement): void {
    const index = this.#open.findIndex((dialog) => dialog.element === element);
    if (index < 0) return;
    const [dialog] = this.#open.splice(index, 1);
    if (!dialog) return;
    dialog.release();
    const below = this.#open.at(-1);
    if (index === this.#open.length && below) {
      const release = trapFocus(below.element);
      below.release = release;
    }
    const focusWasInside = element.contains(document.activeElement) || document.activeElement === document.body;
    if (focusWasInside && dialog.opener?.isConnected) dialog.opener.focus();
  }

  /** Lets go of every trap and pending focus move (on unmount). */
  releaseAll(): void {
    for (const dialog of this.#open.splice(0)) dialog.release();
  }

  top(): HTMLElement | undefined {
    return this.#open.at(-1)?.element;
  }
}
