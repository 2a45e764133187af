import { readTheme } from '../../src/config/theme';
import { describeDialog } from '../../src/dom/dialog';
import { modalPanel } from '../../src/dom/modal-panel';
import { followBreakpoint } from './canvas-widgets';
import { dropdownOf, slidesDropdown, wireDropdown } from './dropdown';
import type { MountContext } from '../../src/runtime/types';

const TOGGLE = '.filter-toggle';
const CLOSE = '.filter-close';
/** The panel: the box whose close button is `.filter-close`. */
export const PANEL = 'div:has(>.filter-close)';
/** The theme marks the open panel on `<html>`. */
const OPEN_CLASS = 'off-canvas-active';

function overlayOf(panel: HTMLElement, slug: string): HTMLElement | null {
  const next = panel.nextElementSibling;
  if (next instanceof HTMLElement && /-overlay-filter(\s|$)/.test(next.className)) return next;
  return panel.ownerDocument.querySelector<HTMLElement>(slug ? `.${slug}-overlay-filter` : '[class$="-overlay-filter"]');
}

/** Off canvas (fixed or absolute), the panel is out of reach while closed; in the page flow it is a plain sidebar. */
function isOffCanvas(panel: HTMLElement): boolean {
  const position = getComputedStyle(panel).position;
  return position === 'fixed' || position === 'absolute';
}

/** A close control the theme prints as a span or link: reachable and announced as a button. */
function asButton(control: Element): void {
  if (control instanceof HTMLButtonElement) return;
  control.setAttribute('role', 'button');
  if (!control.hasAttribute('tabindex') && !(control instanceof HTMLAnchorElement && control.hasAttribute('href'))) control.setAttribute('tabindex', '0');
}

/**
 * The off-canvas filter panel (spec 2.2): the filter toggle opens it, the close button, the
 * overlay and Escape close it. Open, it is a modal dialog that holds focus, which goes back
 * to the toggle after. A panel printed as an empty shell receives the sidebar's widgets on
 * narrow windows, as the theme moves them (`./canvas-widgets`). Where the theme shows the
 * panel as a plain sidebar (wide screens), nothing about it changes; with the theme's dropdown layout on a wide window, the toggle
 * slides the dropdown filter instead (`./dropdown`).
 *
 * @example
 * // <div class="postero-canvas-filter"><span class="filter-close">Close</span>…widgets…</div>
 * mount(createMountContext(panel, controller.signal));
 */
export function mount({ element: panel, settings, signal }: MountContext): (() => void) | undefined {
  const doc = panel.ownerDocument;
  if (!panel.querySelector(`:scope > ${CLOSE}`)) {
    // A dropdown filter without a panel of its own: the panel's mount wires it when there is one.
    if (!doc.querySelector(PANEL)) wireDropdown({ dropdown: panel, toggles: TOGGLE, signal });
    return undefined;
  }
  const root = doc.documentElement;
  const label = panel.getAttribute('aria-label');
  const role = panel.getAttribute('role');

  panel.id ||= 'lantern-filter-panel';
  panel.querySelectorAll(CLOSE).forEach(asButton);
  // The theme's panel may be an empty shell that takes the sidebar's widgets on narrow windows.
  const restoreWidgets = followBreakpoint(panel, signal);

  const render = (open: boolean) => {
    root.classList.toggle(OPEN_CLASS, open);
    panel.toggleAttribute('inert', !open && isOffCanvas(panel));
    if (open) {
      describeDialog(panel, { label: 'Filters' });
    } else {
      // Closed, the panel is the sidebar again: its own role and name come back.
      panel.removeAttribute('aria-modal');
      if (role) panel.setAttribute('role', role);
      else panel.removeAttribute('role');
      if (!label) panel.removeAttribute('aria-label');
    }
  };

  const modal = modalPanel({
    panel,
    openers: TOGGLE,
    closers: CLOSE,
    overlay: overlayOf(panel, readTheme(doc, settings.adminAjaxUrl).slug),
    toggles: true,
    render,
    // With the theme's dropdown layout on a wide window, the toggle slides the dropdown instead.
    ignores: () => slidesDropdown(doc),
    signal,
  });
  const dropdown = dropdownOf(doc);
  if (dropdown) wireDropdown({ dropdown, toggles: TOGGLE, panel: { element: panel, modal }, signal });
  // The theme's breakpoint can move the panel in or out of the page flow.
  doc.defaultView?.addEventListener('resize', () => panel.toggleAttribute('inert', !modal.isOpen() && isOffCanvas(panel)), { signal });

  return () => {
    modal.release();
    restoreWidgets();
    root.classList.remove(OPEN_CLASS);
    panel.removeAttribute('inert');
  };
}
