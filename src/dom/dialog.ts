import { FOCUS_DELAY_MS, focusInto, trapFocus } from './focus-trap';

/** How a dialog is named: by a title inside it, else by a label. */
export interface DialogName {
  /** The label when there is no title (nor a name the markup gave it). */
  label: string;
  /** The dialog's visible title: it names the dialog through `aria-labelledby`. */
  title?: Element | null;
  /** The id a title without one gets. Default: the dialog's id (or `lantern-dialog`) + `-title`. */
  titleId?: string;
}

/**
 * Marks `element` as a modal dialog (`role="dialog"`, `aria-modal`, focusable by script) named
 * by its title, else by a name its markup gave it, else by `label`. Called again after the
 * content changed, it follows the new title (or its absence).
 *
 * @example describeDialog(popup, { title: popup.querySelector('.woosw-name'), label: 'Wishlist' });
 */
export function describeDialog(element: HTMLElement, name: DialogName): void {
  element.setAttribute('role', 'dialog');
  element.setAttribute('aria-modal', 'true');
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  const { title } = name;
  if (title) {
    title.id ||= name.titleId ?? `${element.id || 'lantern-dialog'}-title`;
    element.setAttribute('aria-labelledby', title.id);
    element.removeAttribute('aria-label');
    return;
  }
  // A title that went with replaced content names nothing any more.
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy && element.ownerDocument.getElementById(labelledBy)) return;
  element.removeAttribute('aria-labelledby');
  if (!element.getAttribute('aria-label')) element.setAttribute('aria-label', name.label);
}

export interface DialogOptions {
  /** What gets focus back on close. Default: what had focus at opening, when outside the dialog. */
  opener?: Element | null;
  /** Where focus goes back when the opener has left the page (e.g. replaced by fragments). */
  fallbackOpener?(): HTMLElement | null;
  /**
   * How long focus waits before moving in (spec 9.2): `FOCUS_DELAY_MS.modal` (default) or
   * `.popup`. `null`: the surface moves focus itself.
   */
  focusDelay?: number | null;
  /** Focus moves in and Tab is trapped (default); false where the page's settings turn that off. */
  holdsFocus?: boolean;
  /** What takes focus when it moves in. Default: the first focusable element, else the dialog. */
  initialFocus?(): HTMLElement | null;
  /** The surface's own close (its classes, events), which ends with `close()` on the handle. */
  close?(): void;
  /** Escape calls `close` while this dialog is on top (default); false where its settings say not. */
  closesOnEscape?: boolean;
  /**
   * A click inside `overlay` (an element or a selector), but outside `content` (an element, or a
   * selector inside the dialog) when given, calls `close` while it is on top.
   */
  backdrop?: { overlay: Element | string | null | undefined; content?: Element | string };
  /** The rest of the page is `inert` while this dialog is on top (live regions keep speaking). */
  inertBackground?: boolean;
  /** Aborted (the surface unmounted): the dialog leaves the stack, focus stays where it is. */
  signal?: AbortSignal;
}

/** An open dialog on the page's stack. */
export interface OpenDialog {
  readonly element: HTMLElement;
  /** What gets focus back when it closes. */
  readonly opener: HTMLElement | null;
  /** Moves focus in after `delay` ms, in place of a move still pending (e.g. after an animation). */
  focusIn(delay: number): void;
  /**
   * Takes it off the stack (the one below traps Tab again); focus goes back to its opener when
   * it was inside, unless `returnFocus` is false (another dialog takes over). Returns the opener.
   */
  close(options?: { returnFocus?: boolean }): HTMLElement | null;
}

export { FOCUS_DELAY_MS };

interface Entry extends OpenDialog {
  options: DialogOptions;
  /** Traps Tab and makes the rest of the page inert (on top). */
  hold(): void;
  /** Lets go of the trap, the inert page and any pending focus move. */
  letGo(): void;
}

/** Every open dialog, the top one last: only it traps Tab and hears Escape and backdrop clicks. */
const stack: Entry[] = [];

const LIVE_REGIONS = '[aria-live], [role="status"], [role="alert"], [role="log"]';

/** Whether `target` is in `part`: an element, or a selector (inside `scope` when one is given). */
function isIn(target: Element, part: Element | string, scope?: Element): boolean {
  if (typeof part !== 'string') return part.contains(target);
  const match = target.closest(part);
  return Boolean(match) && (!scope || scope.contains(match));
}

/**
 * Makes everything on the page `inert` but `keep` (and what holds them); returns the undo.
 * Only what was not inert before is touched, so the undo leaves the page's own `inert` alone.
 */
function inertAllBut(keep: Element[], doc: Document): () => void {
  const made: Element[] = [];
  const walk = (parent: Element) => {
    for (const child of Array.from(parent.children)) {
      if (keep.includes(child) || child.matches('script, style, link, template') || child.hasAttribute('inert')) continue;
      if (keep.some((kept) => child.contains(kept))) walk(child);
      else {
        child.setAttribute('inert', '');
        made.push(child);
      }
    }
  };
  walk(doc.body);
  return () => made.forEach((element) => element.removeAttribute('inert'));
}

function onKeyDown(event: KeyboardEvent): void {
  const top = stack.at(-1);
  if (event.key !== 'Escape' || !top?.options.close || top.options.closesOnEscape === false) return;
  event.preventDefault();
  top.options.close();
}

function onClick(event: MouseEvent): void {
  const top = stack.at(-1);
  const backdrop = top?.options.backdrop;
  const target = event.target instanceof Element ? event.target : null;
  if (!top?.options.close || !backdrop?.overlay || !target) return;
  if (isIn(target, backdrop.overlay) && !(backdrop.content && isIn(target, backdrop.content, top.element))) top.options.close();
}

function listen(doc: Document, on: boolean): void {
  if (on) {
    doc.addEventListener('keydown', onKeyDown);
    doc.addEventListener('click', onClick);
  } else {
    doc.removeEventListener('keydown', onKeyDown);
    doc.removeEventListener('click', onClick);
  }
}

/** The open dialog `element` is, if it is open. */
export const dialogOf = (element: Element | null | undefined): OpenDialog | undefined => stack.find((entry) => entry.element === element);

/** The dialog on top of the stack, if any dialog is open. */
export const topDialog = (): OpenDialog | undefined => stack.at(-1);

/**
 * Closes every open dialog, top first, leaving focus where it is: for a page that starts over
 * (the unit tests share one document, so a dialog a test left open would hold the next one's Tab).
 *
 * @example afterEach(() => closeAllDialogs());
 */
export function closeAllDialogs(): void {
  for (let top = stack.at(-1); top; top = stack.at(-1)) top.close({ returnFocus: false });
}

/**
 * Opens `element` as a modal dialog (WAI-ARIA dialog pattern) on top of any open one: focus
 * moves in after the delay and Tab and Shift+Tab wrap inside it; Escape and a click on its
 * backdrop call its `close`; closed, focus goes back to its opener and the dialog below holds
 * focus again. Opening a dialog already open gives its handle.
 *
 * @example
 * const dialog = openDialog(popup, { opener: button, focusDelay: FOCUS_DELAY_MS.popup,
 *   close: () => { popup.classList.remove('open'); dialog.close(); },
 *   backdrop: { overlay: popup, content: '.popup-content' } });
 */
export function openDialog(element: HTMLElement, options: DialogOptions = {}): OpenDialog {
  const existing = stack.find((entry) => entry.element === element);
  if (existing) return existing;
  const doc = element.ownerDocument;
  const active = doc.activeElement;
  const given = options.opener ?? (active && active !== doc.body && !element.contains(active) ? active : null);
  let untrap: (() => void) | undefined;
  let uninert: (() => void) | undefined;
  let cancelFocus = () => {};
  const onAbort = () => entry.close({ returnFocus: false });

  const entry: Entry = {
    element,
    opener: given instanceof HTMLElement ? given : null,
    options,
    hold() {
      if (options.holdsFocus !== false) untrap ??= trapFocus(element);
      if (options.inertBackground && !uninert) {
        const overlay = options.backdrop?.overlay;
        const overlays = typeof overlay === 'string' ? Array.from(doc.querySelectorAll(overlay)) : overlay ? [overlay] : [];
        const keep = [element, ...overlays, ...Array.from(doc.querySelectorAll(LIVE_REGIONS))];
        uninert = inertAllBut(keep, doc);
      }
    },
    letGo() {
      cancelFocus();
      untrap?.();
      uninert?.();
      untrap = uninert = undefined;
    },
    focusIn(delay) {
      cancelFocus();
      const target = options.initialFocus?.();
      if (!target) {
        cancelFocus = focusInto(element, delay);
        return;
      }
      const timer = setTimeout(() => target.focus(), delay);
      cancelFocus = () => clearTimeout(timer);
    },
    close({ returnFocus = true } = {}) {
      const index = stack.indexOf(entry);
      if (index < 0) return entry.opener;
      stack.splice(index, 1);
      entry.letGo();
      options.signal?.removeEventListener('abort', onAbort);
      if (index === stack.length) stack.at(-1)?.hold();
      if (stack.length === 0) listen(doc, false);
      const now = doc.activeElement;
      const focusWasInside = !now || now === doc.body || element.contains(now);
      const back = entry.opener?.isConnected ? entry.opener : (options.fallbackOpener?.() ?? null);
      if (returnFocus && focusWasInside) back?.focus();
      return entry.opener;
    },
  };

  if (stack.length === 0) listen(doc, true);
  stack.at(-1)?.letGo();
  stack.push(entry);
  entry.hold();
  if (options.holdsFocus !== false && options.focusDelay !== null) entry.focusIn(options.focusDelay ?? FOCUS_DELAY_MS.modal);
  options.signal?.addEventListener('abort', onAbort, { once: true });
  return entry;
}
