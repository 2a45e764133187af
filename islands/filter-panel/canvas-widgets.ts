import { DROPDOWN_MIN_WIDTH } from './dropdown';

/** The theme's wrap inside its off-canvas panel that receives the sidebar's widgets. */
const WRAP_CLASS = /(^|\s)[a-z0-9_]+-canvas-filter-wrap(\s|$)/;
const DROPDOWN_WRAP_CLASS = /(^|\s)[a-z0-9_]+-dropdown-filter-wrap(\s|$)/;
/** The layout that prints the widgets in the panel itself: nothing moves. */
const CANVAS_LAYOUT = 'shop_filter_canvas';

function byClass(root: ParentNode, fragment: string, pattern: RegExp): HTMLElement | null {
  return Array.from(root.querySelectorAll<HTMLElement>(`[class*="${fragment}"]`)).find((element) => pattern.test(element.className)) ?? null;
}

function moveChildren(from: HTMLElement | null, to: HTMLElement): void {
  if (!from || from === to) return;
  to.append(...Array.from(from.childNodes));
}

/**
 * The theme's off-canvas panel holds an empty `.{theme}-canvas-filter-wrap`; on windows
 * narrower than 1025 px the theme moves the shop sidebar's widgets (`#secondary`, and those
 * of the dropdown layout's `.{theme}-dropdown-filter-wrap`) into it, and back to the sidebar
 * (else the dropdown wrap) on wider ones, at load and on every resize. This does the same
 * from the moment the panel's code is mounted; with the `shop_filter_canvas` layout the
 * widgets are printed in the panel and stay there. Returns a function that puts them back
 * where the server printed them.
 *
 * @example const restore = followBreakpoint(panel, signal);
 */
export function followBreakpoint(panel: HTMLElement, signal: AbortSignal): () => void {
  const doc = panel.ownerDocument;
  const view = doc.defaultView;
  const wrap = byClass(panel, '-canvas-filter-wrap', WRAP_CLASS);
  if (!wrap || !view || doc.body.classList.contains(CANVAS_LAYOUT)) return () => undefined;
  const sidebar = doc.getElementById('secondary');
  // A sidebar that is itself the panel (or holds it) has nothing to hand over.
  if (sidebar?.contains(panel)) return () => undefined;
  const dropdownWrap = byClass(doc, '-dropdown-filter-wrap', DROPDOWN_WRAP_CLASS);
  const home = sidebar ?? dropdownWrap;

  const place = () => {
    if (view.innerWidth <= DROPDOWN_MIN_WIDTH) {
      moveChildren(sidebar, wrap);
      moveChildren(dropdownWrap, wrap);
    } else if (home) {
      moveChildren(wrap, home);
    }
  };
  place();
  view.addEventListener('resize', place, { signal });
  return () => {
    if (home) moveChildren(wrap, home);
  };
}
