import { onActivate } from '../../src/dom/activate';
import type { ModalPanel } from '../../src/dom/modal-panel';
import { slide } from '../../src/dom/slide';

/** The theme slides its dropdown filter only on windows wider than this (reference 5.8). */
export const DROPDOWN_MIN_WIDTH = 1024;
/** The body class of the theme's "dropdown" shop filter layout. */
const LAYOUT_CLASS = 'shop_filter_dropdown';
const DROPDOWN_CLASS = /(^|\s)[a-z0-9_]+-dropdown-filter(\s|$)/;

/** `.{theme}-dropdown-filter`, when the page has one. */
export function dropdownOf(doc: Document): HTMLElement | null {
  return Array.from(doc.querySelectorAll<HTMLElement>('[class*="-dropdown-filter"]')).find((element) => DROPDOWN_CLASS.test(element.className)) ?? null;
}

/** Whether the filter toggle slides the dropdown rather than opening the off-canvas panel. */
export function slidesDropdown(doc: Document): boolean {
  return doc.body.classList.contains(LAYOUT_CLASS) && (doc.defaultView?.innerWidth ?? 0) > DROPDOWN_MIN_WIDTH && dropdownOf(doc) !== null;
}

export interface DropdownWiring {
  dropdown: HTMLElement;
  /** The toggles' selector. */
  toggles: string;
  /** The off-canvas panel, which the toggles open on narrower windows (when the theme has one). */
  panel?: { element: HTMLElement; modal: ModalPanel };
  signal: AbortSignal;
}

/**
 * The theme's desktop dropdown filter (reference 5.8): on windows wider than 1024 px with the
 * `shop_filter_dropdown` layout, the filter toggle slides `.{theme}-dropdown-filter` open and
 * shut (400 ms) instead of opening the panel. The toggle says which it controls and whether it
 * is expanded; Escape inside the dropdown shuts it. Crossing the breakpoint hands over to
 * the other layout, shut.
 *
 * @example wireDropdown({ dropdown, toggles: '.filter-toggle', panel: { element, modal }, signal });
 */
export function wireDropdown({ dropdown, toggles, panel, signal }: DropdownWiring): void {
  const doc = dropdown.ownerDocument;
  let open = false;
  let sliding = slidesDropdown(doc);
  dropdown.id ||= 'lantern-filter-dropdown';

  const mark = () =>
    doc.querySelectorAll(toggles).forEach((toggle) => {
      if (!sliding && !panel) return;
      toggle.setAttribute('aria-expanded', String(sliding ? open : (panel?.modal.isOpen() ?? false)));
      toggle.setAttribute('aria-controls', sliding ? dropdown.id : (panel?.element.id ?? ''));
    });
  const setOpen = (next: boolean) => {
    if (next === open) return;
    open = next;
    slide(dropdown, open);
    mark();
  };

  mark();
  onActivate(
    toggles,
    (_toggle, event) => {
      if (!slidesDropdown(doc)) return;
      event.preventDefault();
      setOpen(!open);
    },
    signal,
  );
  doc.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || !open || !sliding || !dropdown.contains(doc.activeElement)) return;
      setOpen(false);
      doc.querySelector<HTMLElement>(toggles)?.focus();
    },
    { signal },
  );
  doc.defaultView?.addEventListener(
    'resize',
    () => {
      if (slidesDropdown(doc) === sliding) return;
      sliding = !sliding;
      // The layout the window left is shut, and its slide's inline display goes with it.
      open = false;
      dropdown.style.removeProperty('display');
      panel?.modal.setOpen(false);
      mark();
    },
    { signal },
  );
}
