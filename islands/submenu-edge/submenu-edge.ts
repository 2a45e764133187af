import type { MountContext } from '../../src/runtime/types';
import { placement, placementStyle } from './placement';

const PARENT = '.menu-item-has-children';

function submenuOf(item: Element): HTMLElement | null {
  return Array.from(item.children).find((child): child is HTMLElement => child instanceof HTMLElement && child.matches('.sub-menu')) ?? null;
}

/**
 * Places one item's submenu. Reads happen before the write, once per opening: the submenu is
 * shown by the stylesheet (`:hover`, `:focus-within`) as this runs.
 */
function place(item: HTMLElement): void {
  const submenu = submenuOf(item);
  if (!submenu) return;
  const box = item.getBoundingClientRect();
  const submenuWidth = submenu.offsetWidth;
  // A submenu the stylesheet does not show (a phone layout) has nothing to place.
  if (submenuWidth === 0) return;
  const where = placement({
    itemLeft: box.left,
    itemWidth: box.width,
    submenuWidth,
    viewportWidth: item.ownerDocument.documentElement.clientWidth,
    nested: item.parentElement?.closest(PARENT) !== null,
  });
  Object.assign(submenu.style, placementStyle(where));
}

const isOpen = (item: Element) => item.matches(':hover, :focus-within');

/**
 * The theme's submenu placement on its primary menu: each item with children is measured when
 * it opens (pointer or keyboard focus), and the open ones again after the window is resized
 * (once a frame at most). Nothing runs on scroll.
 *
 * @example
 * mount(createMountContext(document.querySelector('.primary-navigation')!, controller.signal));
 */
export function mount({ element, signal }: MountContext): void {
  const view = element.ownerDocument.defaultView ?? window;
  const opened = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(PARENT) : null;
    if (!target || !element.contains(target)) return;
    // An item opens its own submenu and every enclosing one: place from the outside in.
    const chain: HTMLElement[] = [];
    for (let item: HTMLElement | null = target; item && element.contains(item); item = item.parentElement?.closest<HTMLElement>(PARENT) ?? null) {
      chain.unshift(item);
    }
    chain.forEach(place);
  };
  // pointerover bubbles, so one listener hears every item; moving within an item does not
  // re-measure it.
  element.addEventListener(
    'pointerover',
    (event) => {
      const from = event.relatedTarget instanceof Node ? event.relatedTarget : null;
      const item = event.target instanceof Element ? event.target.closest(PARENT) : null;
      if (item && from && item.contains(from)) return;
      opened(event);
    },
    { signal },
  );
  element.addEventListener('focusin', opened, { signal });

  let frame = 0;
  view.addEventListener(
    'resize',
    () => {
      if (frame) return;
      frame = view.requestAnimationFrame(() => {
        frame = 0;
        for (const item of element.querySelectorAll<HTMLElement>(PARENT)) {
          if (isOpen(item)) place(item);
        }
      });
    },
    { signal, passive: true },
  );
  signal.addEventListener('abort', () => view.cancelAnimationFrame(frame), { once: true });

  // The item the pointer or focus was on when the code arrived.
  for (const item of element.querySelectorAll<HTMLElement>(PARENT)) if (isOpen(item)) place(item);
}
