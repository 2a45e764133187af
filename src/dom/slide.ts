/** jQuery's `slideToggle()` duration (400 ms), as the theme uses for its submenus and filter dropdown (spec 9.2). */
export const SLIDE_MS = 400;

const running = new WeakMap<HTMLElement, Animation>();

function reducedMotion(element: HTMLElement): boolean {
  return element.ownerDocument.defaultView?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Slides an element (a submenu, the filter dropdown) open or shut by animating its height, leaving `display` as jQuery's
 * slideToggle does (`block` open, `none` shut), so the theme's CSS reads the same state. A
 * toggle during a slide reverses from where it is.
 *
 * @example slide(subMenu, true);
 */
export function slide(element: HTMLElement, open: boolean, duration = SLIDE_MS): void {
  const from = element.getBoundingClientRect().height;
  running.get(element)?.cancel();
  element.style.display = 'block';
  const to = open ? element.scrollHeight : 0;
  if (typeof element.animate !== 'function' || reducedMotion(element) || duration <= 0) {
    element.style.display = open ? 'block' : 'none';
    return;
  }
  const animation = element.animate(
    [
      { height: `${open && from === 0 ? 0 : from}px`, overflow: 'hidden' },
      { height: `${to}px`, overflow: 'hidden' },
    ],
    { duration, easing: 'ease' },
  );
  running.set(element, animation);
  // A newer toggle cancels this slide and takes over: only a slide that finished sets the end state.
  animation.finished.then(
    () => {
      running.delete(element);
      element.style.display = open ? 'block' : 'none';
    },
    () => undefined,
  );
}
