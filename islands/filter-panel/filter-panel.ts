import { readTheme } from '../../src/config/theme';
import { onActivate } from '../../src/dom/activate';
import { holdFocus } from '../../src/dom/focus-trap';
import type { MountContext } from '../../src/runtime/types';

const TOGGLE = '.filter-toggle';
const CLOSE = '.filter-close';
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
 * to the toggle after. Where the theme shows the panel as a plain sidebar (wide screens),
 * nothing about it changes.
 *
 * @example
 * // <div class="postero-canvas-filter"><span class="filter-close">Close</span>…widgets…</div>
 * mount(createMountContext(panel, controller.signal));
 */
export function mount({ element: panel, settings, signal }: MountContext): () => void {
  const doc = panel.ownerDocument;
  const root = doc.documentElement;
  const overlay = overlayOf(panel, readTheme(doc, settings.adminAjaxUrl).slug);
  const label = panel.getAttribute('aria-label');
  const role = panel.getAttribute('role');
  let isOpen = false;
  let opener: HTMLElement | null = null;
  let release: (() => void) | undefined;

  panel.id ||= 'lantern-filter-panel';
  panel.querySelectorAll(CLOSE).forEach(asButton);

  const render = () => {
    root.classList.toggle(OPEN_CLASS, isOpen);
    panel.toggleAttribute('inert', !isOpen && isOffCanvas(panel));
    if (isOpen) {
      panel.setAttribute('role', 'dialog');
      panel.setAttribute('aria-modal', 'true');
      if (!label) panel.setAttribute('aria-label', 'Filters');
    } else {
      // Closed, the panel is the sidebar again: its own role and name come back.
      panel.removeAttribute('aria-modal');
      if (role) panel.setAttribute('role', role);
      else panel.removeAttribute('role');
      if (!label) panel.removeAttribute('aria-label');
    }
    doc.querySelectorAll(TOGGLE).forEach((toggle) => {
      toggle.setAttribute('aria-expanded', String(isOpen));
      toggle.setAttribute('aria-controls', panel.id);
    });
  };

  const setOpen = (open: boolean) => {
    if (open === isOpen) return;
    isOpen = open;
    render();
    release?.();
    release = undefined;
    if (open) {
      panel.tabIndex = -1;
      release = holdFocus(panel);
    } else if (panel.contains(doc.activeElement) || doc.activeElement === doc.body) {
      (opener?.isConnected ? opener : doc.querySelector<HTMLElement>(TOGGLE))?.focus();
    }
  };

  render();

  onActivate(
    TOGGLE,
    (toggle, event) => {
      event.preventDefault();
      opener = toggle;
      setOpen(!isOpen);
    },
    signal,
  );
  onActivate(
    CLOSE,
    (control, event) => {
      if (!panel.contains(control)) return;
      event.preventDefault();
      setOpen(false);
    },
    signal,
  );
  overlay?.addEventListener('click', () => setOpen(false), { signal });
  doc.addEventListener('keydown', (event) => event.key === 'Escape' && isOpen && setOpen(false), { signal });
  // The theme's breakpoint can move the panel in or out of the page flow.
  doc.defaultView?.addEventListener('resize', () => panel.toggleAttribute('inert', !isOpen && isOffCanvas(panel)), { signal });

  return () => {
    release?.();
    isOpen = false;
    root.classList.remove(OPEN_CLASS);
    panel.removeAttribute('inert');
  };
}
