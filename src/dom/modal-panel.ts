import { onActivate } from './activate';
import { openDialog, type OpenDialog } from './dialog';

export interface ModalPanelOptions {
  /** The dialog: it holds focus while open. */
  panel: HTMLElement;
  /** The theme's openers, anywhere on the page (present now or later). */
  openers: string;
  /** Close controls; only those inside the panel count. None: it closes only as asked. */
  closers?: string;
  /** A click on it closes the panel. */
  overlay?: HTMLElement | null;
  /** An opener click on an open panel closes it (a toggle); otherwise it only opens. */
  toggles: boolean;
  /** Draws the state: the theme's classes, `inert`, roles. Called on every change. */
  render(open: boolean): void;
  /** The element that is the dialog and holds focus, when it is not the panel (a box inside it). */
  dialog?: HTMLElement;
  /** What takes focus when the panel opens. Default: the dialog's first focusable element. */
  initialFocus?(): HTMLElement | null;
  /** An opener click this panel leaves alone (another layout or script handles it). */
  ignores?(opener: HTMLElement): boolean;
  /** Escape closes it (default); false where the panel's settings say it must not. */
  closesOnEscape?: boolean;
  /** Openers get `aria-controls` (default); false where the panel's id is not its own (printed more than once). */
  controls?: boolean;
  signal: AbortSignal;
}

export interface ModalPanel {
  isOpen(): boolean;
  /** Opens or closes it; `opener` is where focus goes back to (when another script opened it). */
  setOpen(open: boolean, opener?: HTMLElement | null): void;
  /** Lets go of focus (on unmount). */
  release(): void;
}

/**
 * The open and close wiring every modal panel of the theme shares (the drawer, the filter
 * panel, the search popup): openers open (or toggle) it and say `aria-expanded`; its close
 * controls close it; open, it is a dialog on the page's stack (`./dialog`): focus moves in and
 * is trapped, its overlay and Escape close it; closed, focus goes back to the opener that
 * opened it, unless the shopper already moved it elsewhere.
 *
 * @example
 * const drawer = modalPanel({ panel, openers: '.menu-mobile-nav-button', closers: '.mobile-nav-close',
 *   overlay, toggles: true, render: (open) => root.classList.toggle('mobile-nav-active', open), signal });
 * drawer.setOpen(true);
 */
export function modalPanel(options: ModalPanelOptions): ModalPanel {
  const { panel, openers, closers, overlay, signal } = options;
  const doc = panel.ownerDocument;
  let open = false;
  let opener: HTMLElement | null = null;
  let dialog: OpenDialog | undefined;

  const mark = () =>
    doc.querySelectorAll(openers).forEach((button) => {
      button.setAttribute('aria-expanded', String(open));
      if (panel.id && options.controls !== false) button.setAttribute('aria-controls', panel.id);
    });

  const setOpen = (next: boolean, from?: HTMLElement | null) => {
    if (next && from) opener = from;
    if (next === open) return;
    open = next;
    options.render(open);
    mark();
    dialog?.close();
    dialog = open
      ? openDialog(options.dialog ?? panel, {
          opener: opener ?? doc.querySelector<HTMLElement>(openers),
          fallbackOpener: () => doc.querySelector<HTMLElement>(openers),
          initialFocus: options.initialFocus,
          close: () => setOpen(false),
          closesOnEscape: options.closesOnEscape,
          backdrop: { overlay },
          signal,
        })
      : undefined;
  };

  options.render(open);
  mark();
  onActivate(
    openers,
    (button, event) => {
      if (options.ignores?.(button)) return;
      event.preventDefault();
      opener = button;
      setOpen(options.toggles ? !open : true);
    },
    signal,
  );
  if (closers) {
    onActivate(
      closers,
      (control, event) => {
        if (!panel.contains(control)) return;
        event.preventDefault();
        setOpen(false);
      },
      signal,
    );
  }

  return {
    isOpen: () => open,
    setOpen,
    release: () => {
      dialog?.close({ returnFocus: false });
      dialog = undefined;
    },
  };
}
