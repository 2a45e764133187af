import type { MountContext } from '../../src/runtime/types';
import { crowded } from './crowded';

/** The class the theme puts on its sorting bar when the widgets do not fit. */
export const CROWDED_CLASS = 'active-filter-toggle';
const BAR = '[class*="-sorting"]';

/**
 * Marks the sorting bar `active-filter-toggle` while the menu filter's widgets do not fit in
 * it, as the theme's script does on load and on resize. A ResizeObserver on the bar and the
 * widgets reports every change of their size (the window, fonts, a widget refreshed), after
 * layout, so nothing is read on scroll or forced mid-frame. A widget the stylesheet hides
 * counts with the width it last had, so hiding it never flips the class back.
 *
 * @example
 * // <div class="postero-sorting">…<div class="postero-menu-filter"><div class="postero-menu-filter-wrap">…widgets…</div></div></div>
 * mount(createMountContext(wrap, controller.signal));
 */
export function mount({ element: wrap, signal }: MountContext): void {
  const bar = wrap.closest<HTMLElement>(BAR);
  if (!bar || typeof ResizeObserver !== 'function') return;
  const lastWidth = new WeakMap<Element, number>();
  const widgets = () => Array.from(wrap.querySelectorAll<HTMLElement>('.widget'));

  const measure = () => {
    const widths = widgets().map((widget) => {
      const width = widget.offsetWidth || lastWidth.get(widget) || 0;
      lastWidth.set(widget, width);
      return width;
    });
    bar.classList.toggle(CROWDED_CLASS, crowded(widths, bar.offsetWidth));
  };

  const observer = new ResizeObserver(measure);
  observer.observe(bar);
  widgets().forEach((widget) => observer.observe(widget));
  signal.addEventListener(
    'abort',
    () => {
      observer.disconnect();
      bar.classList.remove(CROWDED_CLASS);
    },
    { once: true },
  );
}
